import { MigrationInterface, QueryRunner } from 'typeorm';

/** The per-account limit of wrong passwords (CONTRACT §9). */
export class PasswordFailures1795433000000 implements MigrationInterface {
  name = 'PasswordFailures1795433000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "password_failures" ("phone" character varying(16) NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" integer NOT NULL, CONSTRAINT "password_failures_pkey" PRIMARY KEY ("phone"))',
    );
    await queryRunner.query(
      'CREATE INDEX "password_failures_window_idx" ON "password_failures" ("window_started_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."password_failures_window_idx"');
    await queryRunner.query('DROP TABLE "password_failures"');
  }
}
