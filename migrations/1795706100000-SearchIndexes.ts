import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §12.3: the portal's searches of users and organizations answer from indexes at a
 * million rows. Trigram (pg_trgm, GIN) indexes serve `ILIKE '%…%'` on what each search
 * matches: a user's full name (which contains the first and the last) and phone, an
 * organization's name and tin. The pages come newest first: `created_at` is stored at the
 * cursor's millisecond precision (as the audit trail's is), so the order and the position are
 * the columns themselves and a b-tree on (created_at, id) — and on (status, created_at, id)
 * for the status filter — serves them with a LIMIT. Both databases: PGlite loads the
 * extension (embedded-postgres.ts). The trigram indexes take each write at once
 * (`fastupdate = off`): GIN's pending list would otherwise hold up to 4 MB of new entries that
 * every search reads one by one until a vacuum merges them, and the planner, seeing it, reads
 * the whole table instead — a search's cost would depend on when autovacuum last ran.
 */
export class SearchIndexes1795706100000 implements MigrationInterface {
  name = 'SearchIndexes1795706100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('ALTER TABLE "users" ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "organizations" ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE');
    await queryRunner.query(
      `CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      'CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops) WITH (fastupdate = off)',
    );
    await queryRunner.query('CREATE INDEX "users_created_idx" ON "users" ("created_at", "id") ');
    await queryRunner.query('CREATE INDEX "users_status_created_idx" ON "users" ("status", "created_at", "id") ');
    await queryRunner.query(
      'CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off)',
    );
    await queryRunner.query(
      'CREATE INDEX "organizations_tin_trgm_idx" ON "organizations" USING gin ("tin" gin_trgm_ops) WITH (fastupdate = off)',
    );
    await queryRunner.query('CREATE INDEX "organizations_created_idx" ON "organizations" ("created_at", "id") ');
    await queryRunner.query(
      'CREATE INDEX "organizations_verification_created_idx" ON "organizations" ("verification_status", "created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "organizations_verification_created_idx"');
    await queryRunner.query('DROP INDEX "organizations_created_idx"');
    await queryRunner.query('DROP INDEX "organizations_tin_trgm_idx"');
    await queryRunner.query('DROP INDEX "organizations_name_trgm_idx"');
    await queryRunner.query('DROP INDEX "users_status_created_idx"');
    await queryRunner.query('DROP INDEX "users_created_idx"');
    await queryRunner.query('DROP INDEX "users_phone_trgm_idx"');
    await queryRunner.query('DROP INDEX "users_name_trgm_idx"');
    await queryRunner.query('ALTER TABLE "organizations" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "users" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE');
    // The extension stays: another schema object may use it, and it costs nothing unused.
  }
}
