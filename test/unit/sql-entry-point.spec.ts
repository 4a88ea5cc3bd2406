import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from '../support/source-files';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');

/**
 * The files that may call `.query(` (docs/decisions/sql-shapes.md): the one entry point of
 * fixed SQL, and the migrations' runner. Everything else runs a named statement through
 * `HotStatements`, TypeORM's repository API or a QueryBuilder.
 */
const ALLOWED: Record<string, string> = {
  'src/database/hot-statements.ts':
    "the entry point: a named statement in the transaction given, else on the pool; the heavy reads' dynamic searches",
  'src/database/migrate.ts': "the migrations' advisory lock and list, on the migration's own runner",
};

/** Calls of a method named `query` (`x.query(…)`, `x.query<T>(…)`) in `text`, as `path:line`. */
function rawQueries(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query'
    ) {
      found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function violations(files: { path: string; text: string }[]): string[] {
  return files.filter(({ path }) => !(path in ALLOWED)).flatMap(({ path, text }) => rawQueries(path, text));
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(ROOT, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('one entry point for fixed SQL (docs/decisions/sql-shapes.md)', () => {
  it('runs no raw .query( outside the entry point and the pools below it', () => {
    expect(violations(files)).toEqual([]);
  });

  it('fails on a planted raw query, in a transaction or on the data source', () => {
    const planted = [
      'export async function f(tx: any, ds: any) {',
      '  await tx.query(`SELECT 1`);',
      '  return ds.query<{ n: number }[]>("SELECT 2", []);',
      '}',
      'const text = `await queryRunner.query("not a call: a migration written as text")`;',
    ].join('\n');
    expect(violations([{ path: 'src/tills/planted.ts', text: planted }])).toEqual([
      'src/tills/planted.ts:2',
      'src/tills/planted.ts:3',
    ]);
    expect(violations([{ path: 'src/database/hot-statements.ts', text: planted }])).toEqual([]);
  });

  it('keeps every allowed file', () => {
    expect(Object.keys(ALLOWED).filter((path) => !files.some((file) => file.path === path))).toEqual([]);
  });
});
