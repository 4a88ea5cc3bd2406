import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who manages keys and service clients (CONTRACT §11.2). */
const MANAGERS: [permission: string, roles: string[]][] = [
  ['portal.keys.manage', ['director']],
  ['portal.service_clients.manage', ['director', 'admin']],
];

/**
 * Tokens other services verify (CONTRACT §11.2): the Ed25519 signing keys, one generation
 * each, and the service clients that may introspect tokens.
 */
export class SigningKeysAndServiceClients1795660277809 implements MigrationInterface {
  name = 'SigningKeysAndServiceClients1795660277809';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "signing_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "generation" integer NOT NULL, "kid" character varying(64) NOT NULL, "public_key" character varying(64) NOT NULL, "private_key_encrypted" text NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "activates_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP(3) WITH TIME ZONE, CONSTRAINT "signing_keys_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "signing_keys_generation_key" ON "signing_keys" ("generation") ');
    await queryRunner.query('CREATE UNIQUE INDEX "signing_keys_kid_key" ON "signing_keys" ("kid") ');
    await queryRunner.query(
      'CREATE TABLE "service_clients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "client_id" character varying(64) NOT NULL, "secret_hash" character varying(64) NOT NULL, "previous_secret_hash" character varying(64), "previous_secret_expires_at" TIMESTAMP(3) WITH TIME ZONE, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, CONSTRAINT "service_clients_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "service_clients_client_id_key" ON "service_clients" ("client_id") ');
    for (const [permission, roles] of MANAGERS) {
      await queryRunner.query(
        `UPDATE "roles" SET "permissions" = array_append("permissions", $1)
         WHERE "code" = ANY($2) AND NOT ($1 = ANY("permissions"))`,
        [permission, roles],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [permission] of MANAGERS) {
      await queryRunner.query(`UPDATE "roles" SET "permissions" = array_remove("permissions", $1)`, [permission]);
    }
    await queryRunner.query('DROP INDEX "public"."service_clients_client_id_key"');
    await queryRunner.query('DROP TABLE "service_clients"');
    await queryRunner.query('DROP INDEX "public"."signing_keys_kid_key"');
    await queryRunner.query('DROP INDEX "public"."signing_keys_generation_key"');
    await queryRunner.query('DROP TABLE "signing_keys"');
  }
}
