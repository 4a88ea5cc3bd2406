import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const PROJECT_ROOT = join(__dirname, '..', '..');
const REGISTER = join(__dirname, 'ts-register.js');

/** Runs a TypeScript file of the project in a plain Node process. */
export function spawnTs(file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['-r', REGISTER, join(PROJECT_ROOT, file), ...args], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
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
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
