import { MigrationInterface, QueryRunner } from 'typeorm';

/** The token a refresh issued, so a replay within the grace can end it (CONTRACT §11.6). */
export class RefreshSuccessor1795660252967 implements MigrationInterface {
  name = 'RefreshSuccessor1795660252967';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "refresh_tokens" ADD "successor_hash" character varying(64)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP COLUMN "successor_hash"');
  }
}
