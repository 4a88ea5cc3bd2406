import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'node:net';

export const PROJECT_ROOT = join(__dirname, '..', '..');
const REGISTER = join(__dirname, 'ts-register.js');

/**
 * How long a first start on an empty data directory (PGlite's initdb, then every migration)
 * may take: ~5 s on a quiet machine, over 90 s seen on the 2-core CI machine beside both suites.
 */
export const FIRST_START_TIMEOUT_MS = 150_000;

/**
 * A test's embedded database (test/support/embedded-server.ts on `dataDir`) in a child
 * process: a TypeScript file of the project run by plain Node (PGlite's loader does not run in
 * Jest's module sandbox). V8 runs PGlite's WebAssembly with its baseline compiler only: such a
 * server lives seconds, and the optimising tier's background compiles cost it more CPU than
 * they save (about 0.6 s of the 1.6 s a server spent by the time its app was up;
 * docs/decisions/test-loop.md). The service's own embedded database keeps V8's defaults.
 */
export function spawnEmbeddedServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--liftoff-only', '-r', REGISTER, join(__dirname, 'embedded-server.ts'), dataDir], {
    cwd: PROJECT_ROOT,
    env: { ...process.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** The URL the embedded server prints once it serves, or a rejection after `timeoutMs`. */
export async function embeddedServerUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return (JSON.parse(await waitForLine(child, /^\{"url"/, timeoutMs)) as { url: string }).url;
}

/**
 * Runs the built server the way `npm run start:prod` (the last step of `npm start`) and the
 * Docker image do: the command of that script, with this Node. Needs dist (see ensureBuilt).
 */
export function spawnStartProd(env: NodeJS.ProcessEnv): ChildProcess {
  const scripts = (require(join(PROJECT_ROOT, 'package.json')) as { scripts: Record<string, string> }).scripts;
  const [node, ...args] = scripts['start:prod'].split(' ');
  if (node !== 'node') throw new Error(`start:prod is not a node command: ${scripts['start:prod']}`);
  return spawn(process.execPath, args, { cwd: PROJECT_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Resolves with the first stdout line that matches, or rejects when the child exits. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}: ${stderr}`)), timeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => pattern.test(l));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}: ${stderr}`));
    });
  });
}

/** Ends a child and waits for it to be gone. */
export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  killAfterMs = 15_000,
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    // A child that does not stop in time (a stuck embedded server) is killed: a test's
    // teardown never hangs on it.
    const kill = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill(signal);
  });
}

/**
 * A port nothing listens on right now, for a child server to take a moment later. It is
 * drawn below the kernel's ephemeral range (32768-60999 here): a port the kernel hands out
 * for `listen(0)` is also one it hands to outgoing connections, and a connection to
 * PostgreSQL or Redis from a parallel suite once took one between this check and the
 * child's listen (EADDRINUSE in CI). Checked on 0.0.0.0, where the children listen.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/**
 * The start-up lines of a child's stderr as text: a JSON line (the logs' default off a
 * terminal, src/common/logging/startup-lines.ts) stands for its `msg`.
 */
export function startupMessages(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg: string }).msg : line));
}
