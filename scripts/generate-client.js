// The typed client's types, from the committed openapi.yaml (`npm run openapi` runs it).
//   node scripts/generate-client.js           writes clients/typescript/src/schema.ts
//   node scripts/generate-client.js --stdout  prints what it would write (the drift test)
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { parse } = require('yaml');
const { default: openapiTS, astToString } = require('openapi-typescript');

const ROOT = join(__dirname, '..');
const TARGET = join(ROOT, 'clients', 'typescript', 'src', 'schema.ts');
const BANNER = '// Generated from openapi.yaml by `npm run openapi` (scripts/generate-client.js). Do not edit.\n\n';

async function renderClientTypes() {
  const document = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8'));
  const ast = await openapiTS(document, { alphabetize: true, silent: true });
  return BANNER + astToString(ast);
}

renderClientTypes().then(
  (text) => {
    if (process.argv.includes('--stdout')) process.stdout.write(text);
    else writeFileSync(TARGET, text);
  },
  (error) => {
    process.stderr.write(`${error && error.stack ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
