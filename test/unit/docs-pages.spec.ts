import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const DOCS = join(ROOT, 'docs');
const DECISIONS = join(DOCS, 'decisions');
/** A page longer than this is a sign to split it (STYLE.md: docs are maps, not diaries). */
const MAX_LINES = 200;

function markdownUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const linesOf = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').length;
/** The relative links of a markdown page, without their anchors. */
const linksOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target));

describe('docs are maps: short pages, each decision in the index', () => {
  it(`keeps every markdown page under docs/ at ${MAX_LINES} lines or fewer`, () => {
    const long = markdownUnder(DOCS)
      .map((path) => [relative(ROOT, path), linesOf(path)] as const)
      .filter(([, lines]) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('lists every page of docs/decisions/ in its README, and nothing that is not there', () => {
    const pages = readdirSync(DECISIONS).filter((name) => name.endsWith('.md') && name !== 'README.md');
    const listed = linksOf(join(DECISIONS, 'README.md')).filter((target) => !target.includes('/'));
    expect(pages.filter((page) => !listed.includes(page))).toEqual([]);
    expect(listed.filter((page) => !pages.includes(page))).toEqual([]);
  });

  it('links only to files that exist from the maps (the decisions index, the performance budget, src/platform)', () => {
    const maps = [
      join(DECISIONS, 'README.md'),
      join(DOCS, 'performance', 'README.md'),
      join(ROOT, 'src', 'platform', 'README.md'),
    ];
    const broken = maps.flatMap((map) =>
      linksOf(map)
        .filter((target) => !existsSync(join(dirname(map), target)))
        .map((target) => `${relative(ROOT, map)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('keeps no docs/decisions.md or docs/performance.md beside the folders that replaced them', () => {
    expect([existsSync(join(DOCS, 'decisions.md')), existsSync(join(DOCS, 'performance.md'))]).toEqual([false, false]);
  });
});
