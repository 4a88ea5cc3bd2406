import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { collectStatements, renderQueries, SqlModule } from '../../src/queries/render';
import { sourceFiles } from '../support/source-files';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');
const QUERIES = join(SRC, 'queries');

/**
 * Statements written as a `HotStatement` literal outside every `*.sql.ts` list, with the
 * reason: introspection's own read stays in service-clients.repository.ts this wave (another
 * engineer's area), unexported.
 */
const UNLISTED: Record<string, string> = {
  service_client_credentials: "oauth introspection's credentials read (service-clients.repository.ts)",
};

/** Names of the `HotStatement` literals (`: HotStatement = { name: '…'`) in the .ts files under `folder`. */
function literalNames(folder: string): { file: string; name: string }[] {
  return sourceFiles(folder).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(/:\s*HotStatement\s*=\s*\{\s*name:\s*'([a-z_]+)'/g)].map((m) => ({
      file: relative(ROOT, path),
      name: m[1],
    }));
  });
}

/** Committed files of src/queries that differ from `files`, or are missing, or are extra. */
function drift(files: Map<string, string>): string[] {
  const committed = readdirSync(QUERIES).filter((name) => name.endsWith('.sql'));
  const extra = committed.filter((name) => !files.has(name)).map((name) => `${name}: no module writes it`);
  const differing = [...files.entries()]
    .filter(([name, text]) => !committed.includes(name) || readFileSync(join(QUERIES, name), 'utf8') !== text)
    .map(([name]) => `${name}: differs from the statements (run npm run sql)`);
  return [...extra, ...differing];
}

describe('named statements written to src/queries (npm run sql)', () => {
  const modules = collectStatements(SRC, 'ts');

  it('finds every module that runs SQL, each with its statements', () => {
    const names = modules.map((m) => m.module);
    expect(names).toEqual(expect.arrayContaining(['access', 'auth', 'tills', 'staff', 'users', 'webhooks']));
    expect(modules.every((m) => m.statements.length > 0)).toBe(true);
    // The till sign-in's final text, which no file held before.
    const tills = readFileSync(join(QUERIES, 'tills.sql'), 'utf8');
    expect(tills).toContain('-- name: till_sign_in\nWITH "i" AS MATERIALIZED');
  });

  it('lists every statement written as a literal (but the few named, each with its reason)', () => {
    const listed = new Set(modules.flatMap((m) => m.statements.map((s) => s.name)));
    const missing = literalNames(SRC)
      .filter(({ name }) => !listed.has(name) && !(name in UNLISTED))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
    expect(Object.keys(UNLISTED).filter((name) => listed.has(name))).toEqual([]);
  });

  it('match the committed files', () => {
    expect(drift(renderQueries(modules))).toEqual([]);
  });

  it('fail on a planted change of a statement, and on a statement named twice', () => {
    const planted: SqlModule[] = modules.map(({ module, statements }) => ({
      module,
      statements: statements.map((s) =>
        s.name === 'tills_touch' ? { ...s, text: s.text.replace('1 minute', '2 minutes') } : s,
      ),
    }));
    expect(drift(renderQueries(planted))).toEqual(['tills.sql: differs from the statements (run npm run sql)']);
    const twice: SqlModule[] = [...modules, { module: 'zz', statements: [modules[0].statements[0]] }];
    expect(() => renderQueries(twice)).toThrow(/named twice/);
  });
});
