// Which end-to-end files use the suite's database (test/support/test-database.ts, the one
// place that reads TEST_DATABASE_URL): .ci/run runs those on both databases. The others —
// a built server started on the embedded database as `npm start` does, the embedded
// database's own tests, clients against fake services — do the same whichever database the
// suite has, so CI runs them once (jest.config.js, project "standalone").
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const TEST_ROOT = resolve(__dirname, '..');
const TEST_DATABASE = join(__dirname, 'test-database.ts');
const RELATIVE_IMPORT = /(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.js`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/** True when `file` imports test-database.ts, itself or through other files of test/. */
function usesSuiteDatabase(file, seen = new Set()) {
  if (file === TEST_DATABASE) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const imports = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
    .map((match) => resolveImport(file, match[1]))
    .filter((path) => path && path.startsWith(`${TEST_ROOT}/`));
  return imports.some((path) => usesSuiteDatabase(path, seen));
}

/** The e2e files that do not use the suite's database, by name. */
function standaloneE2eFiles() {
  const folder = join(TEST_ROOT, 'e2e');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.e2e-spec.ts'))
    .filter((name) => !usesSuiteDatabase(join(folder, name)));
}

module.exports = { standaloneE2eFiles, usesSuiteDatabase };
