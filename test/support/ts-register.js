// Lets plain Node run the TypeScript sources in a child process (tests only): each .ts
// file is transpiled on load, the way ts-jest does with isolated modules. The output is kept
// in node_modules/.cache/ts-register by the hash of the source: an embedded database's
// child (one per test file) then starts without loading the compiler, 0.4 s of CPU each.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const CACHE = join(__dirname, '..', '..', 'node_modules', '.cache', 'ts-register');
// A new compiler or new options here make new entries.
const SALT = `${readFileSync(__filename, 'utf8')}\0${require('typescript/package.json').version}`;
let ts;

const compilerOptions = () => ({
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  sourceMap: false,
  inlineSourceMap: true,
});

function transpile(source, filename) {
  ts ??= require('typescript');
  return ts.transpileModule(source, { compilerOptions: compilerOptions(), fileName: filename }).outputText;
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
