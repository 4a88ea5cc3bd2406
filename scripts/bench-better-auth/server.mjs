// Better Auth for `npm run bench`'s `ba` scenario (docs/performance/log/2026-11-26-against-better-auth.md): its session read and
// its organization's member list, on the same PostgreSQL server as the service, beside the
// service's `GET /v1/me` and members list in the same run. Started by scripts/bench.js, never
// by the service; its packages live in this folder only (`npm ci` here, on demand).
//
// Its best configuration by its own documentation: production mode, Node's http server
// through `toNodeHandler`, a `pg` Pool (Kysely, its default PostgreSQL adapter; `pg`'s
// default of 10 connections, as the service), the bearer and organization plugins. The
// defaults stay: no session cookie cache (`session.cookieCache` is opt-in), sessions refreshed
// once a day (`updateAge`), no secondary storage. One default is turned off: the rate
// limiter (in memory, 100 requests per 10 s per path in production), which would refuse a
// load test; the service's own limits are raised out of the way by the bench in the same way.
//
// Set-up, in-process through its API: the schema by its migration API (`getMigrations`),
// an owner and BENCH_MEMBERS - 1 users by `signUpEmail`, an organization by
// `createOrganization` (its owner its first member) and the others by `addMember`. Then one
// line on stdout, `ready {"token","organizationId","userId"}` (the token as its bearer
// plugin hands it to clients: the signed session token of the `set-auth-token` header), and
// the server listens on PORT.
import http from 'node:http';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { bearer, organization } from 'better-auth/plugins';
import pg from 'pg';

const PORT = Number(process.env.PORT);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 50);
const PASSWORD = 'bench password 1';

const options = {
  baseURL: `http://127.0.0.1:${PORT}`,
  secret: 'bench-better-auth-secret-'.repeat(2),
  database: new pg.Pool({ connectionString: process.env.DATABASE_URL }),
  emailAndPassword: { enabled: true },
  plugins: [bearer(), organization()],
  rateLimit: { enabled: false },
  // Its joins (one statement for a session and its user) are opt-in: BENCH_BA_JOINS=1.
  advanced: { database: { joins: process.env.BENCH_BA_JOINS === '1' } },
  telemetry: { enabled: false },
};

const { runMigrations } = await getMigrations(options);
await runMigrations();
const auth = betterAuth(options);

async function signUp(i) {
  const { headers, response } = await auth.api.signUpEmail({
    body: { email: `bench${i}@example.com`, password: PASSWORD, name: `Bench ${i}` },
    returnHeaders: true,
  });
  return { token: headers.get('set-auth-token'), userId: response.user.id };
}

const owner = await signUp(0);
const org = await auth.api.createOrganization({
  body: { name: 'Bench LLC', slug: 'bench-llc' },
  headers: new Headers({ authorization: `Bearer ${owner.token}` }),
});
for (let i = 1; i < MEMBERS; i++) {
  const { userId } = await signUp(i);
  await auth.api.addMember({ body: { userId, role: 'member', organizationId: org.id } });
}

http.createServer(toNodeHandler(auth)).listen(PORT, '127.0.0.1', () => {
  console.log(`ready ${JSON.stringify({ token: owner.token, organizationId: org.id, userId: owner.userId })}`);
});
