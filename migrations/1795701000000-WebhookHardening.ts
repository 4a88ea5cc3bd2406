import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks that cannot be abused (CONTRACT §12.4): each endpoint's creator (`created_by`;
 * null for endpoints made before, whose creator was not kept) and why it was disabled
 * (`disabled_reason`); room for the secrets sealed with KEYS_SECRET (`v1.iv.tag.ciphertext`,
 * 94 characters, with room to spare: clear ones left by earlier versions are sealed by the
 * service at start, which alone knows the key); the endpoints of a creator, and each
 * endpoint's due deliveries, found by index (the fair claim takes each endpoint's own).
 */
export class WebhookHardening1795701000000 implements MigrationInterface {
  name = 'WebhookHardening1795701000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD "created_by" uuid');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD "disabled_reason" character varying(16)');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" TYPE character varying(200)');
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ALTER COLUMN "previous_secret" TYPE character varying(200)',
    );
    await queryRunner.query('CREATE INDEX "webhook_endpoints_created_by_idx" ON "webhook_endpoints" ("created_by") ');
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_endpoint_due_idx" ON "webhook_deliveries" ("endpoint_id", "status", "next_attempt_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_endpoint_due_idx"');
    await queryRunner.query('DROP INDEX "public"."webhook_endpoints_created_by_idx"');
    // A sealed secret of today (94 characters) fits the old width; the earlier version cannot
    // read it, so going back means new secrets for the endpoints (rotate them).
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ALTER COLUMN "previous_secret" TYPE character varying(100)',
    );
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" TYPE character varying(100)');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "disabled_reason"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "created_by"');
  }
}
