import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who may read the trail (CONTRACT §10.1): seeded roles and their new permissions. */
const READERS: [permission: string, roles: string[]][] = [
  ['portal.audit.read', ['director', 'admin']],
  ['org.audit.read', ['owner', 'org_admin']],
];

/**
 * The readable audit trail: the organization of each event, millisecond timestamps (the
 * precision of a page cursor, so lists order by the column and use its index), one index
 * per filter ending in (created_at, id), and the permissions to read it.
 */
export class AuditTrailReadable1795429439876 implements MigrationInterface {
  name = 'AuditTrailReadable1795429439876';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."audit_events_actor_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_target_idx"');
    await queryRunner.query('ALTER TABLE "audit_events" ADD "organization_id" uuid');
    await queryRunner.query('ALTER TABLE "audit_events" ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE');
    // Hand-written: the organization of the events recorded before the column existed, and
    // the one action renamed to CONTRACT §10.1's name.
    await queryRunner.query(
      `UPDATE "audit_events" SET "organization_id" = "target_id" WHERE "target_type" = 'organization'`,
    );
    await queryRunner.query(
      `UPDATE "audit_events" e SET "organization_id" = c."organization_id" FROM "contracts" c
       WHERE e."target_type" = 'contract' AND c."id" = e."target_id"`,
    );
    await queryRunner.query(
      `UPDATE "audit_events" SET "organization_id" = ("details"->>'organizationId')::uuid
       WHERE "target_type" = 'contract' AND "organization_id" IS NULL AND "details" ? 'organizationId'`,
    );
    await queryRunner.query(
      `UPDATE "audit_events" SET "action" = 'contract.status_changed' WHERE "action" = 'contract.refreshed'`,
    );
    await queryRunner.query('CREATE INDEX "audit_events_action_idx" ON "audit_events" ("action", "created_at", "id") ');
    await queryRunner.query(
      'CREATE INDEX "audit_events_target_type_idx" ON "audit_events" ("target_type", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "audit_events_target_idx" ON "audit_events" ("target_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("actor_user_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "audit_events_organization_idx" ON "audit_events" ("organization_id", "created_at", "id") ',
    );
    await queryRunner.query('CREATE INDEX "audit_events_created_idx" ON "audit_events" ("created_at", "id") ');
    await queryRunner.query(
      'CREATE INDEX "audit_events_organization_action_idx" ON "audit_events" ("organization_id", "action", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "audit_events_organization_actor_idx" ON "audit_events" ("organization_id", "actor_user_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "audit_events_organization_target_type_idx" ON "audit_events" ("organization_id", "target_type", "created_at", "id") ',
    );
    for (const [permission, roles] of READERS) {
      await queryRunner.query(
        `UPDATE "roles" SET "permissions" = array_append("permissions", $1)
         WHERE "code" = ANY($2) AND NOT ($1 = ANY("permissions"))`,
        [permission, roles],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [permission] of READERS) {
      await queryRunner.query(`UPDATE "roles" SET "permissions" = array_remove("permissions", $1)`, [permission]);
    }
    await queryRunner.query('DROP INDEX "public"."audit_events_organization_target_type_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_organization_actor_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_organization_action_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_created_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_organization_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_actor_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_target_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_target_type_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_action_idx"');
    await queryRunner.query(
      `UPDATE "audit_events" SET "action" = 'contract.refreshed' WHERE "action" = 'contract.status_changed'`,
    );
    await queryRunner.query('ALTER TABLE "audit_events" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "audit_events" DROP COLUMN "organization_id"');
    await queryRunner.query('CREATE INDEX "audit_events_target_idx" ON "audit_events" ("target_type", "target_id") ');
    await queryRunner.query('CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("actor_user_id") ');
  }
}
