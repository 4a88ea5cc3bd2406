import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
/** The rule of eslint.config.mjs that keeps libraries' internals in src/platform, alone. */
const CONFIG = join(ROOT, 'test', 'support', 'eslint-internals.config.mjs');
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; line: number }[];
}

/** A reach of each kind, one a line (the build skips `boundary-probe-*` files, tsconfig.build.json). */
const PROBE = [
  "import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';",
  "import { defaultMetadataStorage } from 'class-transformer/cjs/storage';",
  "import type { PGliteSocketHandler } from '@electric-sql/pglite-socket/dist/index.js';",
  "const utils = require('pg/lib/utils') as unknown;",
  'NetServer.prototype.close.call(utils, () => undefined);',
  '(AsyncResource.prototype as unknown as { bind: unknown }).bind = defaultMetadataStorage;',
  'AsyncResource.prototype = utils as never;',
  "import { AsyncResource } from 'node:async_hooks';",
  "import { Server as NetServer } from 'node:net';",
  "import { Pool } from 'pg';",
  'export type Probe = [PostgresDriver, PGliteSocketHandler, Pool];',
].join('\n');
/** The lines of PROBE lint must refuse (1-based): the last four are ordinary. */
const REFUSED = [1, 2, 3, 4, 5, 6, 7];

/** The lines refused in each probe file, linted in a child process (ESLint imports its ES-module config). */
async function refusedLines(paths: string[]): Promise<Map<string, number[]>> {
  try {
    for (const path of paths) writeFileSync(join(ROOT, path), PROBE);
    const output = await promisify(execFile)(
      process.execPath,
      [ESLINT, '--config', CONFIG, '--format', 'json', ...paths.map((path) => join(ROOT, path))],
      { cwd: ROOT },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
    const results = JSON.parse(output.stdout) as LintResult[];
    return new Map(
      results.map((r) => [
        r.filePath.slice(ROOT.length + 1),
        [...new Set(r.messages.filter((m) => RULES.has(m.ruleId ?? '')).map((m) => m.line))].sort((a, b) => a - b),
      ]),
    );
  } finally {
    for (const path of paths) rmSync(join(ROOT, path), { force: true });
  }
}

describe("libraries' internals only in src/platform (npm run lint)", () => {
  jest.setTimeout(120_000);

  const tag = `boundary-probe-internals-${process.pid}.ts`;
  const outside = [`src/database/${tag}`, `src/common/${tag}`, `src/tills/${tag}`];
  const inside = `src/platform/${tag}`;
  let found: Map<string, number[]>;
  beforeAll(async () => {
    found = await refusedLines([...outside, inside]);
  }, 240_000);

  it('refuses pg/lib, class-transformer/cjs, typeorm/driver, @electric-sql dist paths and .prototype. patches outside src/platform', () => {
    for (const path of outside) expect([path, found.get(path)]).toEqual([path, REFUSED]);
  });

  it('allows them in src/platform', () => {
    expect(found.get(inside)).toEqual([]);
  });
});
