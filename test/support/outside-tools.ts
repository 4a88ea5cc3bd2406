import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The programs some tests drive that `npm ci` does not bring: Debian's Chromium and HAProxy.
 * Every test that needs one goes through here (test/unit/outside-tools.spec.ts fails a file
 * that does not): without the tool its suite is skipped with one line, unless `.ci/run`
 * requires it (REQUIRE_CHROMIUM=1, REQUIRE_HAPROXY=1), where a missing tool is a failure.
 */
export type OutsideTool = 'chromium' | 'haproxy';

interface ToolInfo {
  /** The executable: an absolute path, or a name looked up in PATH. */
  executable: string;
  /** Overrides the executable; only the proof that a missing tool skips sets it. */
  pathVariable: string;
  requireVariable: string;
  install: string;
}

const TOOLS: Record<OutsideTool, ToolInfo> = {
  chromium: {
    executable: '/usr/bin/chromium',
    pathVariable: 'TEST_CHROMIUM_PATH',
    requireVariable: 'REQUIRE_CHROMIUM',
    install: 'apt-get install chromium',
  },
  haproxy: {
    executable: 'haproxy',
    pathVariable: 'TEST_HAPROXY_PATH',
    requireVariable: 'REQUIRE_HAPROXY',
    install: 'apt-get install haproxy',
  },
};

/** The executable to run for the tool. */
export function toolPath(tool: OutsideTool): string {
  const { executable, pathVariable } = TOOLS[tool];
  return process.env[pathVariable] || executable;
}

/** Whether the tool is there to run (a path exists, or the name answers `-v` from PATH). */
export function toolInstalled(tool: OutsideTool): boolean {
  const path = toolPath(tool);
  if (path.includes('/')) return existsSync(path);
  try {
    execFileSync(path, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether `.ci/run` requires the tool: then a missing one fails instead of skipping. */
export function toolRequired(tool: OutsideTool): boolean {
  return process.env[TOOLS[tool].requireVariable] === '1';
}

/**
 * `describe` when the tool is installed or required, otherwise `describe.skip` and one line
 * saying why and how to run the suite.
 */
export function describeWithTool(tool: OutsideTool, suite: string): jest.Describe {
  if (toolRequired(tool) || toolInstalled(tool)) return describe;
  const { install, requireVariable } = TOOLS[tool];
  process.stdout.write(
    `${suite}: skipped, ${toolPath(tool)} is missing (${install}; ${requireVariable}=1 makes this a failure)\n`,
  );
  return describe.skip;
}

/** For a launcher: the tool's executable, or an error naming how to install it. */
export function requireTool(tool: OutsideTool): string {
  if (!toolInstalled(tool)) throw new Error(`${toolPath(tool)} is missing: ${TOOLS[tool].install} (.ci/run does)`);
  return toolPath(tool);
}
