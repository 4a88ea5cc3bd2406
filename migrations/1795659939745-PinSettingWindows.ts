import { MigrationInterface, QueryRunner } from 'typeorm';

/** The hourly limit of answered PIN settings per caller and organization (CONTRACT §9). */
export class PinSettingWindows1795659939745 implements MigrationInterface {
  name = 'PinSettingWindows1795659939745';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "pin_setting_windows" ("organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "counted_at" TIMESTAMP WITH TIME ZONE array NOT NULL, CONSTRAINT "pin_setting_windows_pkey" PRIMARY KEY ("organization_id", "user_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "pin_setting_windows" ADD CONSTRAINT "pin_setting_windows_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "pin_setting_windows" ADD CONSTRAINT "pin_setting_windows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "pin_setting_windows" DROP CONSTRAINT "pin_setting_windows_user_id_fkey"');
    await queryRunner.query(
      'ALTER TABLE "pin_setting_windows" DROP CONSTRAINT "pin_setting_windows_organization_id_fkey"',
    );
    await queryRunner.query('DROP TABLE "pin_setting_windows"');
  }
}
