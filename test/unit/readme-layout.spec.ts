import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The README's "Layout" block: the text between its fences. */
function layoutBlock(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const match = /^## Layout\n+```[a-z]*\n([\s\S]*?)^```/m.exec(readme);
  if (!match) throw new Error('README.md has no "## Layout" block');
  return match[1];
}

/** Folders git keeps: every folder but .git and those .gitignore names (node_modules/, dist/ …). */
function foldersOf(path: string, ignored: string[] = []): string[] {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !ignored.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[\w.-]+\/$/.test(line))
  .map((line) => line.slice(0, -1));

describe("README's layout: every folder, one line each", () => {
  const block = layoutBlock();
  /** The folder a line starts with, and how deep it is indented. */
  const listed = block
    .split('\n')
    .map((line) => /^( *)([\w.-]+)\/\s/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ depth: match[1].length, name: match[2] }));

  it('lists every top-level folder on a line of its own', () => {
    const top = listed.filter((entry) => entry.depth === 0).map((entry) => entry.name);
    expect(foldersOf(ROOT, ignored).filter((name) => !top.includes(name))).toEqual([]);
  });

  it('lists every folder of src/ on a line of its own, under src/', () => {
    const inSrc = listed.filter((entry) => entry.depth === 2).map((entry) => entry.name);
    expect(foldersOf(join(ROOT, 'src')).filter((name) => !inSrc.includes(name))).toEqual([]);
  });
});
