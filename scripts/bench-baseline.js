// The benchmark's baseline: a bare Fastify route doing one primary-key SELECT through `pg`
// on the same database as the service. What the hardware allows for "an authenticated
// read"; the service's scenarios are reported as a ratio to it.
const { createHmac } = require('node:crypto');
const Fastify = require('fastify');
const { Pool } = require('pg');

// Sessions like the service's hot statements' (src/database/hot-statements.ts).
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: '-c plan_cache_mode=force_generic_plan',
});
const app = Fastify({ logger: false });

app.get('/baseline/:id', async (request) => {
  const { rows } = await pool.query(
    'SELECT "id", "phone", "first_name", "last_name", "status" FROM "users" WHERE "id" = $1',
    [request.params.id],
  );
  return rows[0] ?? null;
});

// The floors: the same server running the service's own statements (named and prepared as
// the service runs them), with nothing of the service around them — what a scenario's work
// costs on this stack at the least. BENCH_STATEMENTS: { caller, members, callerByPin } texts.
const STATEMENTS = JSON.parse(process.env.BENCH_STATEMENTS || '{}');
const PIN_KEY = createHmac('sha256', process.env.BENCH_HASH_KEY || '-')
  .update('svc:pin-hash:v1')
  .digest();

async function caller(sid, uid, org) {
  const { rows } = await pool.query({
    name: 'access_caller',
    text: STATEMENTS.caller,
    // $5: the token's kid, whose revocation the statement checks (CONTRACT §11.2); older texts lack it.
    values: [sid, uid, org, new Date().toISOString(), ...(STATEMENTS.caller.includes('$5') ? ['bench-kid'] : [])],
  });
  return rows;
}

// GET /v1/me's floor: the authentication statement.
app.get('/floor/:sid/:uid', async (request) => (await caller(request.params.sid, request.params.uid, null))[0] ?? null);

// The members list's: authentication, then the members statement, its rows as they come.
app.get('/floor-members/:sid/:uid/:org', async (request) => {
  const { sid, uid, org } = request.params;
  const [me] = await caller(sid, uid, org);
  const { rows } = await pool.query({
    name: 'members_of_organization',
    text: STATEMENTS.members,
    values: [org, me.organization_client_id, null],
  });
  return rows;
});

// The PIN lookup's: the PIN's keyed hash, then authentication and the lookup in one statement.
app.post('/floor-lookup/:sid/:uid/:org', async (request) => {
  const { sid, uid, org } = request.params;
  const pinHash = createHmac('sha256', PIN_KEY).update(`${org}:${request.body.pin}`).digest('hex');
  const { rows } = await pool.query({
    name: 'access_caller_member_by_pin',
    text: STATEMENTS.callerByPin,
    values: [sid, uid, org, new Date().toISOString(), 'bench-kid', pinHash, 5],
  });
  return rows;
});

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('ready\n'));

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
