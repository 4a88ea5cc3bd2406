'use strict';
// `npm run build` here: ESM and CommonJS JavaScript with declarations, from src/ (tsc twice).
// Each output folder says which module system it is in (the package itself is "type": "module").
const { execFileSync } = require('node:child_process');
const { rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const tsc = require.resolve('typescript/bin/tsc');
rmSync(join(__dirname, 'dist'), { recursive: true, force: true });
for (const [config, type] of [
  ['tsconfig.esm.json', 'module'],
  ['tsconfig.cjs.json', 'commonjs'],
]) {
  execFileSync(process.execPath, [tsc, '-p', join(__dirname, config)], { stdio: 'inherit' });
  writeFileSync(join(__dirname, 'dist', type === 'module' ? 'esm' : 'cjs', 'package.json'), `{ "type": "${type}" }\n`);
}
