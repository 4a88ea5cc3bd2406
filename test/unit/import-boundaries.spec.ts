import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints probe files placed in src (the rule classifies files by their folder; the build skips
 * them, see tsconfig.build.json) with the project's eslint.config.mjs, in a child process:
 * ESLint loads its ES-module config with import(), which Jest's module sandbox does not run.
 */
async function lintProbes(probes: Record<string, string>): Promise<Map<string, string[]>> {
  const paths = Object.keys(probes).map((path) => join(ROOT, path));
  try {
    Object.entries(probes).forEach(([path, text]) => writeFileSync(join(ROOT, path), text));
    const output = await promisify(execFile)(process.execPath, [ESLINT, '--format', 'json', ...paths], {
      cwd: ROOT,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
    const results = JSON.parse(output.stdout) as LintResult[];
    return new Map(
      results.map((r) => [
        r.filePath.slice(ROOT.length + 1),
        r.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message),
      ]),
    );
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
}

describe('import boundaries (npm run lint)', () => {
  jest.setTimeout(120_000);

  it('refuses a domain import from infrastructure, from access, and of the portal; allows the edges drawn', async () => {
    const tag = `boundary-probe-${process.pid}`;
    const found = await lintProbes({
      [`src/common/${tag}.ts`]:
        "import { UsersService } from '../users/users.service';\nexport const probe = UsersService;\n",
      [`src/access/${tag}.ts`]:
        "import { MembersService } from '../staff/members.service';\nexport const probe = MembersService;\n",
      [`src/users/${tag}.ts`]:
        "import { PortalModule } from '../portal/portal.module';\nexport const probe = PortalModule;\n",
      [`src/staff/${tag}.ts`]:
        "import { UsersRepository } from '../users/users.repository';\n" +
        "import { Clock } from '../common/clock/clock';\nexport const probe = [UsersRepository, Clock];\n",
    });
    expect(found.get(`src/common/${tag}.ts`)).toEqual([expect.stringContaining('infrastructure')]);
    expect(found.get(`src/access/${tag}.ts`)).toEqual([expect.stringContaining('access')]);
    expect(found.get(`src/users/${tag}.ts`)).toEqual([expect.stringContaining('portal')]);
    expect(found.get(`src/staff/${tag}.ts`)).toEqual([]);
  });
});
