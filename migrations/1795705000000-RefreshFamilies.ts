import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refresh tokens as families (CONTRACT §12.3, docs/decisions/refresh-families.md): a token's
 * generation (null: an opaque token issued before, read as it always was until its rotation
 * issues the first family token) and each family's salt on its owner. Every live session and
 * till credential keeps working: nothing is rewritten, the owners without a salt get one at
 * their next rotation.
 */
export class RefreshFamilies1795705000000 implements MigrationInterface {
  name = 'RefreshFamilies1795705000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "refresh_tokens" ADD "generation" integer');
    await queryRunner.query('ALTER TABLE "till_refresh_tokens" ADD "generation" integer');
    await queryRunner.query('ALTER TABLE "sessions" ADD "refresh_salt" bytea');
    await queryRunner.query('ALTER TABLE "till_credentials" ADD "refresh_salt" bytea');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "till_credentials" DROP COLUMN "refresh_salt"');
    await queryRunner.query('ALTER TABLE "sessions" DROP COLUMN "refresh_salt"');
    await queryRunner.query('ALTER TABLE "till_refresh_tokens" DROP COLUMN "generation"');
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP COLUMN "generation"');
  }
}
