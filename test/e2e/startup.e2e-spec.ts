import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../support/build';
import { spawnStartProd, startupMessages } from '../support/child-process';

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function finish(child: ChildProcess): Promise<Finished> {
  const started = Date.now();
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })),
  );
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The real entry point, started with mistakes an operator makes. */
describe('a start that explains itself', () => {
  // The server as npm start runs it: dist, built first when missing or stale.
  beforeAll(() => ensureBuilt(), 240_000);

  const dataDir = mkdtempSync(join(tmpdir(), 'svc-startup-'));
  const baseEnv = { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'info' };

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names every bad variable at once, one line each, and exits 1', async () => {
    const child = spawnStartProd({
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: 'eighty',
      JWT_SECRET: 'short',
      LOG_FORMAT: 'xml',
    });
    const { code, stderr } = await finish(child);
    expect(code).toBe(1);
    expect(startupMessages(stderr)).toEqual([
      expect.stringMatching(/^Invalid configuration: JWT_SECRET must be at least 32 bytes$/),
      expect.stringMatching(/^Invalid configuration: PORT /),
      expect.stringMatching(/^Invalid configuration: LOG_FORMAT /),
      expect.stringMatching(/^Invalid configuration: DATABASE_URL is required in production$/),
      expect.stringMatching(/^Invalid configuration: HASH_KEY is required in production/),
      expect.stringMatching(/^Invalid configuration: KEYS_SECRET is required in production/),
      expect.stringMatching(/^Invalid configuration: SMS_PROVIDER /),
    ]);
  });

  it('writes start-up failures as JSON lines (msg = the text) under LOG_FORMAT=json, plain under pretty', async () => {
    const bad = { ...baseEnv, PORT: 'eighty', SMS_PROVIDER: 'pigeon' };
    const json = await finish(spawnStartProd({ ...bad, LOG_FORMAT: 'json' }));
    expect(json.code).toBe(1);
    const parsed = lines(json.stderr).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toEqual([
      expect.objectContaining({
        level: 60,
        time: expect.any(Number),
        pid: expect.any(Number),
        msg: expect.stringMatching(/^Invalid configuration: PORT /),
      }),
      expect.objectContaining({ level: 60, msg: expect.stringMatching(/^Invalid configuration: SMS_PROVIDER /) }),
    ]);
    const pretty = await finish(spawnStartProd({ ...bad, LOG_FORMAT: 'pretty' }));
    expect(pretty.code).toBe(1);
    expect(lines(pretty.stderr)).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT /),
      expect.stringMatching(/^Invalid configuration: SMS_PROVIDER /),
    ]);
  });

  it('gives up on an unreachable database within seconds, in one line naming host, port and database', async () => {
    const child = spawnStartProd({
      ...baseEnv,
      PORT: '0',
      DATABASE_URL: 'postgres://svc:s3cret-Passw0rd@127.0.0.1:1/identity',
    });
    const { code, stdout, stderr, ms } = await finish(child);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(12_000);
    expect(startupMessages(stderr)).toEqual([
      expect.stringMatching(/^Start failed: database unreachable at 127\.0\.0\.1:1 database "identity": ECONNREFUSED/),
    ]);
    expect(lines(stdout)).toEqual([]);
    expect(stdout + stderr).not.toContain('s3cret-Passw0rd');
  }, 30_000);
});
