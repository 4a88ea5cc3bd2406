import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from '../support/source-files';

const SRC = join(__dirname, '../../src');

describe('units of work (docs/decisions/database.md)', () => {
  const files = sourceFiles(SRC);

  it('opens transactions only through TransactionRunner', () => {
    const opening = files.filter(
      (path) => !path.endsWith('transaction-runner.ts') && /\.transaction\(/.test(readFileSync(path, 'utf8')),
    );
    expect(opening.map((path) => relative(SRC, path))).toEqual([]);
  });

  it('keeps TypeORM out of services', () => {
    // Health (SELECT 1 and the migration check) and metrics (pool gauges) watch the database itself.
    const services = files.filter(
      (path) => /\.service\.ts$|synchroniser\.ts$/.test(path) && !/(health|metrics)\.service\.ts$/.test(path),
    );
    const touching = services.filter((path) =>
      /from 'typeorm'|\.query\(|getRepository\(/.test(readFileSync(path, 'utf8')),
    );
    expect(touching.map((path) => relative(SRC, path))).toEqual([]);
  });

  it('passes the transaction as the last parameter, everywhere', () => {
    const misplaced: string[] = [];
    for (const path of files) {
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node)) {
          const names = node.parameters.map((p) => p.name.getText(source));
          const at = names.indexOf('tx');
          const typed = node.parameters.some((p) => p.type?.getText(source) === 'Transaction');
          if ((at >= 0 && at !== names.length - 1) || (typed && at !== names.length - 1)) {
            misplaced.push(`${relative(SRC, path)}: ${node.name?.getText(source) ?? '(anonymous)'}`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(misplaced).toEqual([]);
  });
});
