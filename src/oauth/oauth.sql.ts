import type { HotStatement } from '../database/hot-statements';

/**
 * The oauth module's SQL (docs/decisions/sql-shapes.md): its fixed statements on
 * `service_clients`, by name. `npm run sql` writes the final text to src/queries/oauth.sql.
 * Introspection's statements (CLIENT_CREDENTIALS …) stay beside it in
 * service-clients.repository.ts this pass.
 */

const CLIENT_VIEW = `"id", "name", "client_id" AS "clientId", "created_at" AS "createdAt"`;

/** Service client $1 removed: what it was. */
export const DELETE_SERVICE_CLIENT: HotStatement = {
  name: 'service_clients_delete',
  text: `DELETE FROM "service_clients" WHERE "id" = $1 RETURNING ${CLIENT_VIEW}`,
};

/** Client $1's secret replaced by $2, the current one kept as the previous until $3. */
export const REPLACE_SERVICE_CLIENT_SECRET: HotStatement = {
  name: 'service_clients_replace_secret',
  text: `UPDATE "service_clients" SET "previous_secret_hash" = "secret_hash", "previous_secret_expires_at" = $3,
       "secret_hash" = $2 WHERE "id" = $1
       RETURNING ${CLIENT_VIEW}`,
};

export const STATEMENTS: readonly HotStatement[] = [DELETE_SERVICE_CLIENT, REPLACE_SERVICE_CLIENT_SECRET];
