import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLE_OWNERS } from '../../src/database/table-owners';

const PAGE = join(__dirname, '..', '..', 'docs', 'decisions', 'data-lifecycle.md');
/** Tables the page may name that no module owns: TypeORM's own. */
const NOT_OWNED = ['migrations'];

/**
 * The tables the page's "Every table" table gives a row: every name in backticks in a row's
 * first cell (one row may cover several tables, e.g. `organizations`, `clients`, `branches`).
 */
function tablesOnPage(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Every table'));
  if (!section) throw new Error('data-lifecycle.md: no "## Every table" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([a-z0-9_]+)`/g)].map((match) => match[1]));
}

/** The tables of `tables` that have no row on the page. */
function missingFrom(markdown: string, tables: readonly string[]): string[] {
  const listed = new Set(tablesOnPage(markdown));
  return tables.filter((table) => !listed.has(table));
}

/**
 * STYLE.md: every table has a lifecycle, what adds its rows and what removes them, on
 * docs/decisions/data-lifecycle.md (CONTRACT §12.3): a new table in TABLE_OWNERS gets its row.
 */
describe('data lifecycle: every table on the page', () => {
  const page = readFileSync(PAGE, 'utf8');
  const tables = Object.keys(TABLE_OWNERS);

  it('gives every table of TABLE_OWNERS a row saying what adds and what removes its rows', () => {
    expect(missingFrom(page, tables)).toEqual([]);
  });

  it('names no table that does not exist (beside TypeORM migrations)', () => {
    const known = new Set([...tables, ...NOT_OWNED]);
    expect(tablesOnPage(page).filter((table) => !known.has(table))).toEqual([]);
  });

  it('reports a table missing from the page (a planted table)', () => {
    expect(missingFrom(page, [...tables, 'planted_lifecycle_probe'])).toEqual(['planted_lifecycle_probe']);
  });
});
