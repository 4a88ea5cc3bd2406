import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §12.4: the wrong PINs of an organization's tills and lookups together in one
 * window (with the window whose first refusal was recorded), and the tills created per
 * organization in a rolling day. One row per organization each, removed with it.
 */
export class PinGuessCeilingAndTillCap1795702000000 implements MigrationInterface {
  name = 'PinGuessCeilingAndTillCap1795702000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "organization_pin_guesses" ("organization_id" uuid NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" integer NOT NULL, "refused_window_started_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "organization_pin_guesses_pkey" PRIMARY KEY ("organization_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "organization_pin_guesses" ADD CONSTRAINT "organization_pin_guesses_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE TABLE "till_creation_windows" ("organization_id" uuid NOT NULL, "counted_at" TIMESTAMP WITH TIME ZONE array NOT NULL, CONSTRAINT "till_creation_windows_pkey" PRIMARY KEY ("organization_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "till_creation_windows" ADD CONSTRAINT "till_creation_windows_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "till_creation_windows" DROP CONSTRAINT "till_creation_windows_organization_id_fkey"',
    );
    await queryRunner.query('DROP TABLE "till_creation_windows"');
    await queryRunner.query(
      'ALTER TABLE "organization_pin_guesses" DROP CONSTRAINT "organization_pin_guesses_organization_id_fkey"',
    );
    await queryRunner.query('DROP TABLE "organization_pin_guesses"');
  }
}
