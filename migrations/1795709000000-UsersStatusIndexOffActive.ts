import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: on an empty, unanalyzed database PostgreSQL planned `u."status" = 'active' AND
 * u."id" = $1` (the guard's read of every request) on `users_status_created_idx`, whose leading
 * `status` looked selective without statistics: a walk of every active user's entry, kept in
 * each connection's generic plan as the table grows. The portal's status filter needs it only
 * for the few accounts that are not active (the active ones are most: the order index finds a
 * page of them at once), so it now holds only those, and `status = 'active'` cannot choose it.
 */
export class UsersStatusIndexOffActive1795709000000 implements MigrationInterface {
  name = 'UsersStatusIndexOffActive1795709000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "users_status_created_idx"');
    await queryRunner.query(
      `CREATE INDEX "users_status_created_idx" ON "users" ("status", "created_at", "id") WHERE "status" <> 'active'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "users_status_created_idx"');
    await queryRunner.query('CREATE INDEX "users_status_created_idx" ON "users" ("status", "created_at", "id") ');
  }
}
