import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
/** The project's import-boundary rule (exported by eslint.config.mjs) without its type-aware rules. */
const CONFIG = join(ROOT, 'test', 'support', 'eslint-boundaries.config.mjs');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints probe files placed in src (the rule classifies files by their folder; the build skips
 * them, see tsconfig.build.json) with the import-boundary rule of the project's
 * eslint.config.mjs, in a child process: ESLint loads its ES-module config with import(),
 * which Jest's module sandbox does not run.
 */
async function lintProbes(probes: Record<string, string>): Promise<Map<string, string[]>> {
  const paths = Object.keys(probes).map((path) => join(ROOT, path));
  try {
    Object.entries(probes).forEach(([path, text]) => writeFileSync(join(ROOT, path), text));
    const output = await promisify(execFile)(
      process.execPath,
      [ESLINT, '--config', CONFIG, '--format', 'json', ...paths],
      {
        cwd: ROOT,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
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

/** A probe file in src/`folder` importing each [name, from]; lint must refuse the imports `refused` names, in order. */
interface Probe {
  folder: string;
  imports: [name: string, from: string][];
  refused: string[];
}

const tag = `boundary-probe-${process.pid}`;
const pathOf = (probe: Probe) => `src/${probe.folder}/${tag}.ts`;
const textOf = ({ imports }: Probe) =>
  imports.map(([name, from]) => `import { ${name} } from '${from}';\n`).join('') +
  `export const probe = [${imports.map(([name]) => name).join(', ')}];\n`;

/** Each probe's refusals, from the lint of every test's probes. */
function expectRefusals(found: Map<string, string[]>, probes: Probe[]): void {
  for (const probe of probes) {
    expect([probe.folder, found.get(pathOf(probe))]).toEqual([
      probe.folder,
      probe.refused.map((refusal): unknown => expect.stringContaining(refusal)),
    ]);
  }
}

describe('import boundaries (npm run lint)', () => {
  jest.setTimeout(120_000);

  const domainEdges: Probe[] = [
    { folder: 'common', imports: [['UsersService', '../users/users.service']], refused: ['infrastructure'] },
    { folder: 'access', imports: [['MembersService', '../staff/members.service']], refused: ['access'] },
    { folder: 'users', imports: [['PortalModule', '../portal/portal.module']], refused: ['portal'] },
    {
      folder: 'staff',
      imports: [
        ['UsersRepository', '../users/users.repository'],
        ['Clock', '../common/clock/clock'],
      ],
      refused: [],
    },
  ];
  const limitsAndCommon: Probe[] = [
    { folder: 'organizations', imports: [['SessionsService', '../auth/sessions.service']], refused: ['domain auth'] },
    { folder: 'tills', imports: [['AuthService', '../auth/auth.service']], refused: ['domain auth'] },
    {
      folder: 'auth',
      imports: [
        ['RateLimitStore', '../limits/rate-limit.store'],
        ['hashRefreshToken', '../common/tokens/refresh-token'],
      ],
      refused: [],
    },
    {
      folder: 'limits',
      imports: [
        ['UsersRepository', '../users/users.repository'],
        ['MetricsService', '../metrics/metrics.service'],
        ['RedisConnection', '../redis/redis.connection'],
        ['TransactionRunner', '../database/transaction-runner'],
      ],
      refused: ['domain users', 'infrastructure metrics'],
    },
    {
      folder: 'common/http',
      imports: [
        ['MetricsService', '../../metrics/metrics.service'],
        ['HealthService', '../../health/health.service'],
        ['TransactionRunner', '../../database/transaction-runner'],
        ['APP_CONFIG', '../../config/app-config'],
        ['Clock', '../clock/clock'],
      ],
      refused: ['infrastructure metrics', 'infrastructure health', 'infrastructure database'],
    },
    { folder: 'metrics', imports: [['observeRequests', '../common/http/request-observer']], refused: [] },
  ];
  const platform: Probe[] = [
    {
      folder: 'platform',
      imports: [
        ['Clock', '../common/clock/clock'],
        ['UsersRepository', '../users/users.repository'],
      ],
      refused: ['infrastructure common', 'domain users'],
    },
    { folder: 'common/validation', imports: [['typeormPool', '../../platform/typeorm-pool']], refused: [] },
    { folder: 'database', imports: [['HotQuery', '../platform/pg-hot-query']], refused: [] },
  ];

  // One ESLint run for all the probes (their folders differ), with the boundary rule alone.
  let found: Map<string, string[]>;
  beforeAll(async () => {
    const probes = [...domainEdges, ...limitsAndCommon, ...platform];
    found = await lintProbes(Object.fromEntries(probes.map((probe) => [pathOf(probe), textOf(probe)])));
  }, 240_000);

  it('refuses a domain import from infrastructure, from access, and of the portal; allows the edges drawn', () =>
    expectRefusals(found, domainEdges));

  it('refuses auth to organizations and tills (their limits are limits/), and common anything but config', () =>
    expectRefusals(found, limitsAndCommon));

  it('refuses platform any folder of ours; lets common and database import it', () => expectRefusals(found, platform));
});
