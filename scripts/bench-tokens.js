// A micro-benchmark of AccessTokens (src/access/access-tokens.ts): sign N tokens, verify them
// cold (a fresh instance: nothing kept, every signature checked) and warm (the same instance
// again: the verified-token cache), and HS256 (legacy) tokens cold; µs per operation.
// Runs against a build: `node scripts/bench-tokens.js [distDir] [N]` (default ./dist, 20000).
// To compare two implementations, build each commit into a directory of its own and run both
// within the same minute (docs/decisions/access-fourth-pass.md says how).
const path = require('node:path');
const { createHmac, createSecretKey, generateKeyPairSync } = require('node:crypto');

const dist = path.resolve(process.argv[2] || 'dist');
const N = Number(process.argv[3] || 20_000);
const { AccessTokens } = require(path.join(dist, 'access/access-tokens.js'));
const { thumbprint } = require(path.join(dist, 'access/ed25519.js'));

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const kid = thumbprint(publicKey.export({ format: 'jwk' }).x);
const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);
const secret = createSecretKey(Buffer.from('k'.repeat(32)));
const secrets = { legacyVerificationKeys: new Map([['k1', secret]]) };
const ring = {
  firstKey: { kid, createdAtMs: T0 + 3_600_000 },
  signer: () => Promise.resolve({ kid, privateKey }),
  verificationKey: (k) => (k === kid ? publicKey : undefined),
  reloadForKid: () => Promise.resolve(false),
};
const config = { accessTokenTtlSeconds: 900, publicUrl: 'https://id.example.uz' };
const fresh = () => new AccessTokens(secrets, ring, config);

function legacy(i) {
  const part = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const iat = T0 / 1000;
  const signed = `${part({ alg: 'HS256', kid: 'k1' })}.${part({ sub: `u${i}`, sid: `s${i}`, iat, exp: iat + 900 })}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

async function timed(label, tokens, op) {
  const started = process.hrtime.bigint();
  for (const token of tokens) {
    const result = await op(token);
    if (typeof result === 'string' && result.length < 16) throw new Error(`${label}: refused (${result})`);
  }
  const us = Number(process.hrtime.bigint() - started) / 1000 / tokens.length;
  return [label, us];
}

async function main() {
  const signer = fresh();
  const ids = Array.from({ length: N }, (_, i) => i);
  // Warm-up: JIT and key objects.
  for (const i of ids.slice(0, 2000)) await fresh().verify(await signer.sign(`w${i}`, `w${i}`, T0), T0);
  const signed = [];
  const rows = [];
  rows.push(await timed('sign EdDSA', ids, async (i) => signed.push(await signer.sign(`u${i}`, `s${i}`, T0))));
  const cold = fresh();
  rows.push(await timed('verify EdDSA cold', signed, (t) => cold.verify(t, T0)));
  rows.push(await timed('verify EdDSA warm', signed.slice(-10_000), (t) => cold.verify(t, T0)));
  const hs = ids.map(legacy);
  const coldHs = fresh();
  rows.push(await timed('verify HS256 cold', hs, (t) => coldHs.verify(t, T0)));
  rows.push(await timed('verify HS256 warm', hs.slice(-10_000), (t) => coldHs.verify(t, T0)));
  console.log(`node ${process.version}, N=${N}, ${dist}`);
  for (const [label, us] of rows) console.log(`${label.padEnd(20)} ${us.toFixed(2).padStart(8)} µs/op`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
