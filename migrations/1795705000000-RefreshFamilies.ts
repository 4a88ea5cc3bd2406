import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refresh tokens as families (CONTRACT §12.3, docs/decisions/refresh-families.md): a token's
 * generation (null: an opaque token issued before, read as it always was until its rotation
 * issues the first family token) and each family's salt on its owner. Every live session and
 * till credential keeps working: nothing is rewritten, the owners without a salt get one at
 * their next rotation. The owner's index gains the generation: a family's rows (and its latest
 * generation) are read past the opaque rows an owner from before may keep (thousands for an old
 * session), never through them.
 */
export class RefreshFamilies1795705000000 implements MigrationInterface {
  name = 'RefreshFamilies1795705000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "refresh_tokens" ADD "generation" integer');
    await queryRunner.query('ALTER TABLE "till_refresh_tokens" ADD "generation" integer');
    await queryRunner.query('ALTER TABLE "sessions" ADD "refresh_salt" bytea');
    await queryRunner.query('ALTER TABLE "till_credentials" ADD "refresh_salt" bytea');
    await queryRunner.query('DROP INDEX "refresh_tokens_session_idx"');
    await queryRunner.query(
      'CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" ("session_id", "generation") ',
    );
    await queryRunner.query('DROP INDEX "till_refresh_tokens_credential_idx"');
    await queryRunner.query(
      'CREATE INDEX "till_refresh_tokens_family_idx" ON "till_refresh_tokens" ("credential_id", "generation") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "till_refresh_tokens_family_idx"');
    await queryRunner.query(
      'CREATE INDEX "till_refresh_tokens_credential_idx" ON "till_refresh_tokens" ("credential_id") ',
    );
    await queryRunner.query('DROP INDEX "refresh_tokens_family_idx"');
    await queryRunner.query('CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" ("session_id") ');
    await queryRunner.query('ALTER TABLE "till_credentials" DROP COLUMN "refresh_salt"');
    await queryRunner.query('ALTER TABLE "sessions" DROP COLUMN "refresh_salt"');
    await queryRunner.query('ALTER TABLE "till_refresh_tokens" DROP COLUMN "generation"');
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP COLUMN "generation"');
  }
}
