import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §12.1, tills that keep working offline: each PIN gets a version (a new one at every
 * setting) and, once known, its scrypt verifier with its own salt; the offline kits answered
 * to a till (which members and PIN versions each held: a lost till clears those PINs); and
 * the ids of the offline events a till uploaded (one record per event, decided by the key).
 * Kits go with their till and are removed by housekeeping (TillOfflineRepository
 * .deleteExpiredBefore); event ids go with their kit.
 */
export class OfflineTills1795707000000 implements MigrationInterface {
  name = 'OfflineTills1795707000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A volatile default: every existing PIN gets a version of its own.
    await queryRunner.query('ALTER TABLE "member_pins" ADD "pin_version" uuid NOT NULL DEFAULT gen_random_uuid()');
    await queryRunner.query('ALTER TABLE "member_pins" ADD "verifier_salt" character varying(22)');
    await queryRunner.query('ALTER TABLE "member_pins" ADD "verifier" character varying(43)');
    await queryRunner.query(
      'CREATE TABLE "till_offline_kits" ("id" uuid NOT NULL, "till_id" uuid NOT NULL, "issued_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "members" jsonb NOT NULL, CONSTRAINT "till_offline_kits_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "till_offline_kits_till_idx" ON "till_offline_kits" ("till_id") ');
    await queryRunner.query('CREATE INDEX "till_offline_kits_expires_idx" ON "till_offline_kits" ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "till_offline_events" ("till_id" uuid NOT NULL, "event_id" uuid NOT NULL, "kit_id" uuid NOT NULL, "user_id" uuid NOT NULL, "recorded_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, CONSTRAINT "till_offline_events_pkey" PRIMARY KEY ("till_id", "event_id"))',
    );
    await queryRunner.query('CREATE INDEX "till_offline_events_kit_idx" ON "till_offline_events" ("kit_id") ');
    await queryRunner.query(
      'ALTER TABLE "till_offline_kits" ADD CONSTRAINT "till_offline_kits_till_id_fkey" FOREIGN KEY ("till_id") REFERENCES "tills"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "till_offline_events" ADD CONSTRAINT "till_offline_events_kit_id_fkey" FOREIGN KEY ("kit_id") REFERENCES "till_offline_kits"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "till_offline_events" DROP CONSTRAINT "till_offline_events_kit_id_fkey"');
    await queryRunner.query('ALTER TABLE "till_offline_kits" DROP CONSTRAINT "till_offline_kits_till_id_fkey"');
    await queryRunner.query('DROP INDEX "public"."till_offline_events_kit_idx"');
    await queryRunner.query('DROP TABLE "till_offline_events"');
    await queryRunner.query('DROP INDEX "public"."till_offline_kits_expires_idx"');
    await queryRunner.query('DROP INDEX "public"."till_offline_kits_till_idx"');
    await queryRunner.query('DROP TABLE "till_offline_kits"');
    await queryRunner.query('ALTER TABLE "member_pins" DROP COLUMN "verifier"');
    await queryRunner.query('ALTER TABLE "member_pins" DROP COLUMN "verifier_salt"');
    await queryRunner.query('ALTER TABLE "member_pins" DROP COLUMN "pin_version"');
  }
}
