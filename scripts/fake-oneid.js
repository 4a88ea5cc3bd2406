// A fake OneID (sso.egov.uz) for local development and the tests: the authorization page
// approves at once and sends the browser back with a code for the configured person, and the
// three grants of CONTRACT §12.2 answer at POST /sso/oauth/Authorization.do. Nothing leaves
// the machine. Run: node scripts/fake-oneid.js --port 4010 [--pinfl 31234567890123]
//   [--auth-method LEPKCSMETHOD --legal-tin 301234567] [--client-id dev --client-secret dev]
// (or FAKE_ONEID_PORT, FAKE_ONEID_PINFL, FAKE_ONEID_AUTH_METHOD, FAKE_ONEID_LEGAL_TIN,
// FAKE_ONEID_CLIENT_ID, FAKE_ONEID_CLIENT_SECRET). test/support/fake-oneid.ts drives the same
// server from the tests.
const { randomBytes } = require('node:crypto');
const { createServer } = require('node:http');

const ENDPOINT = '/sso/oauth/Authorization.do';
const MAX_BODY_BYTES = 64 * 1024;

/** The person OneID answers for a code, in OneID's field names; `pin` is the PINFL. */
function personAnswer(person) {
  return {
    valid: 'true',
    pin: person.pin,
    user_id: person.userId ?? `user${person.pin.slice(-4)}`,
    full_name: 'FAKE PERSON',
    first_name: 'FAKE',
    sur_name: 'PERSON',
    mid_name: '',
    mob_phone_no: '998901234567',
    user_type: person.legalTin ? 'L' : 'I',
    sess_id: randomBytes(8).toString('hex'),
    auth_method: person.authMethod ?? 'LOGINPASSMETHOD',
    pkcs_legal_tin: person.legalTin ?? null,
    legal_info: person.legalTin
      ? [{ is_basic: true, tin: person.legalTin, acron_UZ: 'MCHJ', le_tin: person.legalTin }]
      : [],
  };
}

class FakeOneId {
  /**
   * @param {{ clientId?: string, clientSecret?: string, person?: object, log?: (line: string) => void }} options
   * `person` ({ pin, authMethod, legalTin }) is who the authorization page approves.
   */
  constructor(options = {}) {
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.person = options.person ?? { pin: '31234567890123', authMethod: 'LOGINPASSMETHOD', legalTin: null };
    this.log = options.log ?? (() => {});
    /** Every grant received, in order: { grant_type, code?, access_token? } (no secrets). */
    this.grants = [];
    /** 'ok' | 'refuse' (codes refused with 400) | 'no_token' (200 without access_token) | 'error' (5xx). */
    this.mode = 'ok';
    /** Each POST answers after this many milliseconds. */
    this.delayMs = 0;
    this.url = '';
    this.port = 0;
    this.codes = new Map();
    this.tokens = new Map();
    this.timers = new Set();
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) send(res, 500, { error: 'server_error' });
      });
    });
  }

  /** Starts listening on 127.0.0.1 (`port` 0: any free port; the same port again after stop). */
  listen(port = this.port) {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        this.port = this.server.address().port;
        this.url = `http://127.0.0.1:${this.port}`;
        resolve(this);
      });
    });
  }

  /** Stops listening: connections are refused until listen() again. */
  close() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A code OneID would give the browser after `person` signed in. */
  issueCode(person = this.person) {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, person);
    return code;
  }

  async handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    if (url.pathname !== ENDPOINT) return send(res, 404, { error: 'not_found' });
    if (req.method === 'GET') return this.authorize(res, url.searchParams);
    if (req.method !== 'POST') return send(res, 405, { error: 'method_not_allowed' });
    const form = new URLSearchParams(await readBody(req));
    const grant = form.get('grant_type');
    this.grants.push({
      grant_type: grant,
      ...(form.has('code') ? { code: form.get('code') } : {}),
      ...(form.has('access_token') ? { access_token: form.get('access_token') } : {}),
    });
    if (this.delayMs > 0) await this.wait(this.delayMs);
    if (res.destroyed) return undefined;
    if (this.mode === 'error') return send(res, 503, { error: 'temporarily_unavailable' });
    if (!this.clientKnown(form)) return send(res, 401, { error: 'invalid_client' });
    switch (grant) {
      case 'one_authorization_code':
        return this.exchange(res, form);
      case 'one_access_token_identify':
        return this.identify(res, form);
      case 'one_log_out':
        this.tokens.delete(form.get('access_token'));
        return send(res, 200, { msg: 'ok' });
      default:
        return send(res, 400, { error: 'unsupported_grant_type' });
    }
  }

  /** The authorization page: approves `person` at once and redirects back with a code. */
  authorize(res, query) {
    const redirectUri = query.get('redirect_uri');
    if (query.get('response_type') !== 'one_code' || !redirectUri || !query.get('state')) {
      return send(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('code', this.issueCode());
    back.searchParams.set('state', query.get('state'));
    this.log(`approved the sign-in of PINFL …${this.person.pin.slice(-4)}; back to ${back.origin}${back.pathname}`);
    res.writeHead(302, { location: back.toString(), 'content-type': 'text/html; charset=utf-8' });
    return res.end(`<p>Signed in to the fake OneID. <a href="${escapeHtml(back.toString())}">Continue</a></p>`);
  }

  exchange(res, form) {
    const person = this.codes.get(form.get('code'));
    this.codes.delete(form.get('code'));
    if (this.mode === 'refuse' || !person) return send(res, 400, { error: 'invalid_grant' });
    if (this.mode === 'no_token') return send(res, 200, { error: 'invalid_grant' });
    const accessToken = randomBytes(24).toString('hex');
    this.tokens.set(accessToken, person);
    return send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: form.get('scope') ?? '',
      refresh_token: randomBytes(24).toString('hex'),
    });
  }

  identify(res, form) {
    const person = this.tokens.get(form.get('access_token'));
    if (!person) return send(res, 401, { error: 'invalid_token' });
    return send(res, 200, personAnswer(person));
  }

  clientKnown(form) {
    return (
      (this.clientId === undefined || form.get('client_id') === this.clientId) &&
      (this.clientSecret === undefined || form.get('client_secret') === this.clientSecret)
    );
  }

  wait(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `--name value` from the command line, else the environment variable, else the fallback. */
function setting(args, name, variable, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index >= 0 && index + 1 < args.length) return args[index + 1];
  return process.env[variable] || fallback;
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(setting(args, 'port', 'FAKE_ONEID_PORT', '4010'));
  const fake = new FakeOneId({
    clientId: setting(args, 'client-id', 'FAKE_ONEID_CLIENT_ID', undefined),
    clientSecret: setting(args, 'client-secret', 'FAKE_ONEID_CLIENT_SECRET', undefined),
    person: {
      pin: setting(args, 'pinfl', 'FAKE_ONEID_PINFL', '31234567890123'),
      authMethod: setting(args, 'auth-method', 'FAKE_ONEID_AUTH_METHOD', 'LOGINPASSMETHOD'),
      legalTin: setting(args, 'legal-tin', 'FAKE_ONEID_LEGAL_TIN', undefined) ?? null,
    },
    log: (line) => console.log(`fake OneID: ${line}`),
  });
  if (!/^\d{14}$/.test(fake.person.pin)) throw new Error('--pinfl must be 14 digits');
  await fake.listen(port);
  console.log(`fake OneID on ${fake.url} (ONEID_URL=${fake.url}); approves ${fake.person.authMethod}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

module.exports = { FakeOneId, personAnswer };

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
