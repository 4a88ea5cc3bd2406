import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { newestMtime, writeStamp } from '../../scripts/build-stamp';
import { takeLock } from './build';
import { PROJECT_ROOT } from './child-process';

export const CLIENT = join(PROJECT_ROOT, 'clients', 'typescript');
export const TSC = join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const STAMP = join(CLIENT, 'dist', '.test-build-stamp');

/** True when the client's dist is missing or older than a file it is built from. */
function clientDistStale(): boolean {
  const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const inputs = [
    'src',
    ...readdirSync(CLIENT).filter((name) => /^(tsconfig.*\.json|package\.json|build\.cjs)$/.test(name)),
  ];
  return inputs.some((input) => newestMtime(join(CLIENT, input)) >= built);
}

export interface ClientConsumer {
  /** A project depending on the client as `file:`, in a temporary folder. */
  dir: string;
  /** Runs Node there with these arguments; resolves with its trimmed stdout. */
  run(args: string[]): Promise<string>;
  /** Removes the folder and lets other files use dist. */
  close(): void;
}

/**
 * `npm run build` in clients/typescript (tsc twice, ~10 s of CPU each) unless dist is current,
 * then a consumer project. The files that use the package (the two suites of .ci/run and the
 * standalone one, at once) hold a lock until they close: one builds, the others find dist
 * current and use it.
 */
export async function clientConsumer(): Promise<ClientConsumer> {
  const release = await takeLock(join(CLIENT, '.build-lock'), 300_000);
  try {
    if (clientDistStale()) {
      await promisify(execFile)(process.execPath, [join(CLIENT, 'build.cjs')], { cwd: CLIENT, timeout: 150_000 });
      writeStamp(STAMP);
    }
    const dir = mkdtempSync(join(tmpdir(), 'svc-client-consumer-'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'consumer', type: 'module', dependencies: { '@svc-identity/client': `file:${CLIENT}` } }),
    );
    // What npm does for a `file:` dependency: link the folder into node_modules.
    mkdirSync(join(dir, 'node_modules', '@svc-identity'), { recursive: true });
    symlinkSync(CLIENT, join(dir, 'node_modules', '@svc-identity', 'client'), 'dir');
    return {
      dir,
      run: (args) =>
        promisify(execFile)(process.execPath, args, { cwd: dir, timeout: 120_000 }).then((r) => r.stdout.trim()),
      close() {
        rmSync(dir, { recursive: true, force: true });
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The built package's consumer for the enclosing describe: made before its tests (the two
 * suites of .ci/run and the standalone file use it at once: see clientConsumer), closed after.
 */
export function useClientConsumer(): () => ClientConsumer {
  let consumer: ClientConsumer | undefined;
  beforeAll(async () => {
    consumer = await clientConsumer();
  }, 480_000);
  afterAll(() => consumer?.close());
  return () => consumer!;
}
