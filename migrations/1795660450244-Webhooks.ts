import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who manages webhooks (CONTRACT §11.3): seeded roles and their new permissions. */
const MANAGERS: [permission: string, roles: string[]][] = [
  ['portal.webhooks.manage', ['director', 'admin']],
  ['org.webhooks.manage', ['owner', 'org_admin']],
];

/** Webhook endpoints and their deliveries, the outbox written with each audit event (CONTRACT §11.3). */
export class Webhooks1795660450244 implements MigrationInterface {
  name = 'Webhooks1795660450244';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid, "url" character varying(2048) NOT NULL, "events" character varying(64) array NOT NULL, "description" character varying(500), "enabled" boolean NOT NULL DEFAULT true, "secret" character varying(100) NOT NULL, "previous_secret" character varying(100), "previous_secret_until" TIMESTAMP WITH TIME ZONE, "failing_since" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_endpoints_organization_idx" ON "webhook_endpoints" ("organization_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "endpoint_id" uuid NOT NULL, "event_id" uuid NOT NULL, "type" character varying(64) NOT NULL, "occurred_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "data" jsonb NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "locked_until" TIMESTAMP(3) WITH TIME ZONE, "lock_token" uuid, "last_status_code" integer, "last_error" character varying(500), "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("endpoint_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("status", "next_attempt_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
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
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_fkey"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_due_idx"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_endpoint_idx"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP INDEX "public"."webhook_endpoints_organization_idx"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
