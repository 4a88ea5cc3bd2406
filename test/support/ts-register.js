// Lets plain Node run the TypeScript sources in a child process (tests only): each .ts
// file is compiled on load as Jest's transform does (swc-options.js). The output is kept in
// node_modules/.cache/ts-register by the hash of the source: an embedded database's child
// (one per test file) then starts without loading the compiler.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const CACHE = join(__dirname, '..', '..', 'node_modules', '.cache', 'ts-register');
const OPTIONS = require('./swc-options');
// A new compiler or new options here make new entries.
const SALT = `${readFileSync(__filename, 'utf8')}\0${JSON.stringify(OPTIONS)}\0${require('@swc/core/package.json').version}`;
let swc;

function transpile(source, filename) {
  swc ??= require('@swc/core');
  return swc.transformSync(source, { ...OPTIONS, filename, swcrc: false, configFile: false }).code;
}

require.extensions['.ts'] = (module, filename) => {
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha256').update(`${SALT}\0${filename}\0${source}`).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  let output;
  try {
    output = readFileSync(cached, 'utf8');
  } catch {
    output = transpile(source, filename);
    mkdirSync(CACHE, { recursive: true });
    // Whole or not at all: another child may read it meanwhile.
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, output);
    renameSync(partial, cached);
  }
  module._compile(output, filename);
};
