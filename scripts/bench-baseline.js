// The benchmark's baseline: a bare Fastify route doing one primary-key SELECT through `pg`
// on the same database as the service. What the hardware allows for "an authenticated
// read"; the service's scenarios are reported as a ratio to it.
const Fastify = require('fastify');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/baseline/:id', async (request) => {
  const { rows } = await pool.query(
    'SELECT "id", "phone", "first_name", "last_name", "status" FROM "users" WHERE "id" = $1',
    [request.params.id],
  );
  return rows[0] ?? null;
});

// The floor of GET /v1/me: the same server running the service's own authentication
// statement (src/access/access.repository.ts), named and prepared as the service runs it.
const CALLER = process.env.BENCH_CALLER_SQL;
app.get('/floor/:sid/:uid', async (request) => {
  const { rows } = await pool.query({
    name: 'access_caller',
    text: CALLER,
    values: [request.params.sid, request.params.uid, null, new Date()],
  });
  return rows[0] ?? null;
});

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('ready\n'));

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
