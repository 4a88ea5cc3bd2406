import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';
import { CROSS_MODULE_SQL, TABLE_OWNERS, TableName } from '../../src/database/table-owners';
import { sourceFiles } from '../support/source-files';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');
const TABLES = Object.keys(TABLE_OWNERS) as TableName[];

/** Text that reads as SQL: one of its keywords, upper case as this code writes them. */
const SQL = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|WITH|RETURNING|WHERE)\b/;
/** A table named where SQL names tables: after FROM, JOIN, INTO, UPDATE …, in a list, or qualifying a column. */
const TABLE_REFERENCE = new RegExp(
  `(?:\\b(?:FROM|JOIN|INTO|UPDATE|TABLE|USING|REFERENCES)\\s+|[,(]\\s*)"?(${TABLES.join('|')})"?(?![\\w"])|"(${TABLES.join('|')})"\\.`,
  'g',
);

/** The tables each string or template literal of SQL in `text` names, by line. */
function tablesNamed(path: string, text: string): { line: number; table: TableName }[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; table: TableName }[] = [];
  const visit = (node: ts.Node): void => {
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) {
      literal = node.head.text + node.templateSpans.map((span) => ` \${} ${span.literal.text}`).join('');
    }
    if (literal !== undefined && SQL.test(literal)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const match of literal.matchAll(TABLE_REFERENCE))
        found.push({ line, table: (match[1] ?? match[2]) as TableName });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The module folder of a file under src/ ("" for a file at its top). */
const moduleOf = (path: string) => {
  const parts = path.split('/');
  return parts.length > 2 ? parts[1] : '';
};

/** Names of tables in SQL outside their owner's folder and the allow-list, as `file:line table (owner)`. */
function violations(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    tablesNamed(path, text)
      .filter(({ table }) => TABLE_OWNERS[table] !== moduleOf(path))
      .filter(({ table }) => !CROSS_MODULE_SQL.some((entry) => entry.file === path && entry.tables.includes(table)))
      .map(({ line, table }) => `${path}:${line} ${table} (owned by ${TABLE_OWNERS[table]})`),
  );
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(ROOT, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('table owners (src/database/table-owners.ts)', () => {
  it("names no table in SQL outside its owner's folder, but for the allow-list", () => {
    expect(violations(files)).toEqual([]);
  });

  it('fails on a planted read of another module’s table, and allows the owner’s own', () => {
    const planted = 'export const READ = `SELECT u."id" FROM "users" u JOIN webhook_endpoints e ON true`;\n';
    expect(violations([{ path: 'src/webhooks/planted.ts', text: planted }])).toEqual([
      'src/webhooks/planted.ts:1 users (owned by users)',
    ]);
    expect(violations([{ path: 'src/users/planted.ts', text: planted }])).toEqual([
      'src/users/planted.ts:1 webhook_endpoints (owned by webhooks)',
    ]);
    expect(
      violations([{ path: 'src/users/planted.ts', text: "const route = 'webhooks, users and tills';\n" }]),
    ).toEqual([]);
  });

  it('keeps no allow-list entry that is no longer needed', () => {
    const needed = CROSS_MODULE_SQL.flatMap((entry) => {
      const text = files.find((file) => file.path === entry.file)?.text ?? '';
      const named = new Set(tablesNamed(entry.file, text).map(({ table }) => table));
      return entry.tables.filter((table) => !named.has(table)).map((table) => `${entry.file} ${table}`);
    });
    expect(needed).toEqual([]);
  });

  it('has an owner for the table of every entity', () => {
    const entityTables = files.flatMap(({ text }) => [...text.matchAll(/@Entity\(\s*'(\w+)'/g)].map((m) => m[1]));
    expect(entityTables.length).toBeGreaterThan(20);
    expect(entityTables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
  });
});
