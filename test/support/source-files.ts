import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The TypeScript files under `folder` (specs left out) for the tests that read the sources,
 * without the lint tests' probes (`boundary-probe-*`): those tests write them into `src` and
 * remove them while other test files run, so a listing may name one that is gone when read.
 */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts');
    return source && !entry.name.startsWith('boundary-probe-') ? [path] : [];
  });
}
