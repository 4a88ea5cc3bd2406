import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A till's staff sessions by its credential: the open sessions' list, a staff token for one
 * of them and the end of a reused credential look sessions up by credential. Without the
 * index each read every staff session ever started (a seq scan growing with every sign-in).
 */
export class StaffSessionsByCredential1795672800000 implements MigrationInterface {
  name = 'StaffSessionsByCredential1795672800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "till_staff_sessions_credential_idx" ON "till_staff_sessions" ("credential_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "till_staff_sessions_credential_idx"');
  }
}
