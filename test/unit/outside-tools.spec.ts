import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * Every test that needs Chromium or HAProxy goes through test/support/outside-tools.ts, which
 * skips it with one line when the tool is missing and `.ci/run` does not require it. A file
 * that finds, requires or runs a tool on its own would be red on a machine without it (or
 * silently skipped in CI): this scan fails it.
 */
const HELPER = 'test/support/outside-tools.ts';
const SELF = 'test/unit/outside-tools.spec.ts';

const RULES: { finds: RegExp; unless?: RegExp; problem: string; testsOnly?: boolean }[] = [
  { finds: /\/usr\/s?bin\/(chromium|haproxy)/, problem: 'names a tool by path (use toolPath/requireTool)' },
  { finds: /REQUIRE_(CHROMIUM|HAPROXY)/, problem: 'reads REQUIRE_* itself (use describeWithTool)' },
  {
    finds: /\b(spawn|spawnSync|exec|execSync|execFile|execFileSync)\(\s*['"`][^'"`]*\b(chromium|haproxy)\b/,
    problem: 'runs a tool by name (use requireTool)',
  },
  {
    finds: /\b(chromium|firefox|webkit)\.(launch|launchPersistentContext|launchServer)\(/,
    unless: /requireTool\('chromium'\)/,
    problem: 'launches a browser without requireTool',
  },
  {
    finds: /\b(launchChromium|startHaproxy)\(|\bchromium\.launch\w*\(/,
    unless: /describeWithTool\('(chromium|haproxy)'/,
    problem: 'uses a tool in a suite not declared with describeWithTool',
    testsOnly: true,
  },
];

/** What is wrong with one file (its path relative to the project). */
function outsideToolViolations(path: string, text: string): string[] {
  if (path === HELPER || path === SELF) return [];
  const isTest = /\.(e2e-)?spec\.ts$/.test(path);
  return RULES.filter(
    (rule) => (!rule.testsOnly || isTest) && rule.finds.test(text) && !(rule.unless && rule.unless.test(text)),
  ).map((rule) => `${path}: ${rule.problem}`);
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every violation under `root`/test. */
function scan(root: string): string[] {
  return typeScriptFiles(join(root, 'test')).flatMap((file) =>
    outsideToolViolations(relative(root, file).split('\\').join('/'), readFileSync(file, 'utf8')),
  );
}

describe('tests that need an outside tool (Chromium, HAProxy)', () => {
  const root = join(__dirname, '..', '..');

  it('all go through test/support/outside-tools.ts', () => {
    expect(scan(root)).toEqual([]);
  });

  it('the scan sees the files that do use the tools', () => {
    const users = typeScriptFiles(join(root, 'test'))
      .map((file) => relative(root, file))
      .filter((file) => /describeWithTool\('(chromium|haproxy)'/.test(readFileSync(join(root, file), 'utf8')));
    expect(users).toEqual(
      expect.arrayContaining([
        'test/e2e/browser-web-flow.e2e-spec.ts',
        'test/e2e/docs-page.e2e-spec.ts',
        'test/e2e/haproxy.e2e-spec.ts',
        'test/e2e/rolling-restart.e2e-spec.ts',
      ]),
    );
  });

  it.each([
    [
      'a suite launching Chromium under a plain describe',
      'e2e/a.e2e-spec.ts',
      `describe('x', () => { launchChromium(); });`,
    ],
    [
      'a suite starting HAProxy under a plain describe',
      'e2e/b.e2e-spec.ts',
      `describe('x', () => { startHaproxy([1]); });`,
    ],
    ['a path to Chromium', 'support/c.ts', `chromium.launch({ executablePath: '/usr/bin/chromium' });`],
    [
      'its own REQUIRE_ check',
      'e2e/d.e2e-spec.ts',
      `const run = process.env.REQUIRE_HAPROXY === '1' ? describe : describe.skip;`,
    ],
    ['haproxy spawned by name', 'support/e.ts', `spawn('haproxy', ['-db']);`],
    [
      'playwright launched without the helper',
      'support/f.ts',
      `import { chromium } from 'playwright-core'; chromium.launch({});`,
    ],
  ])('fails a planted violation: %s', (_, path, text) => {
    const planted = mkdtempSync(join(tmpdir(), 'outside-tools-'));
    try {
      const file = join(planted, 'test', path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, text);
      const found = scan(planted);
      expect(found.length).toBeGreaterThan(0);
      for (const line of found) expect(line).toContain(`test/${path}: `);
    } finally {
      rmSync(planted, { recursive: true, force: true });
    }
  });

  it('passes the helper-based forms', () => {
    expect(
      outsideToolViolations(
        'test/e2e/ok.e2e-spec.ts',
        `describeWithTool('chromium', 'ok')('x', () => { launchChromium(); });`,
      ),
    ).toEqual([]);
    expect(
      outsideToolViolations('test/support/ok.ts', `chromium.launch({ executablePath: requireTool('chromium') });`),
    ).toEqual([]);
  });
});
