import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditTrail1795412903859 implements MigrationInterface {
  name = 'AuditTrail1795412903859';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_user_id" uuid NOT NULL, "action" character varying(64) NOT NULL, "target_type" character varying(32) NOT NULL, "target_id" uuid NOT NULL, "request_id" character varying(128) NOT NULL, "details" jsonb NOT NULL DEFAULT \'{}\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_910f64d901a5c3e9878f0d4a407" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("actor_user_id") ');
    await queryRunner.query('CREATE INDEX "audit_events_target_idx" ON "audit_events" ("target_type", "target_id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."audit_events_target_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_events_actor_idx"');
    await queryRunner.query('DROP TABLE "audit_events"');
  }
}
