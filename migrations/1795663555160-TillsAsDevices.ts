import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who manages tills and who may approve at one (CONTRACT §11.1). */
const HOLDERS: [permission: string, roles: string[]][] = [
  ['org.tills.manage', ['owner', 'org_admin', 'branch_manager']],
  ['pos.void', ['owner', 'org_admin', 'branch_manager']],
  ['pos.refund', ['owner', 'org_admin', 'branch_manager']],
  ['pos.discount', ['owner', 'org_admin', 'branch_manager']],
  ['pos.cash_drawer', ['owner', 'org_admin', 'branch_manager']],
];

/**
 * Tills as devices (CONTRACT §11.1): tills with their pairing codes, their credentials and
 * rotating refresh tokens, the staff sessions started on them by PIN, and the window of
 * wrong PINs per till.
 */
export class TillsAsDevices1795663555160 implements MigrationInterface {
  name = 'TillsAsDevices1795663555160';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "tills" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "status" character varying(16) NOT NULL, "pairing_code_hash" character varying(64), "pairing_expires_at" TIMESTAMP(3) WITH TIME ZONE, "paired_at" TIMESTAMP(3) WITH TIME ZONE, "last_seen_at" TIMESTAMP(3) WITH TIME ZONE, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tills_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "tills_pairing_code_hash_key" ON "tills" ("pairing_code_hash") ');
    await queryRunner.query('CREATE INDEX "tills_organization_idx" ON "tills" ("organization_id") ');
    await queryRunner.query(
      'CREATE TABLE "till_credentials" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "till_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "last_used_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP(3) WITH TIME ZONE, "end_reason" character varying(32), CONSTRAINT "till_credentials_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "till_credentials_till_idx" ON "till_credentials" ("till_id") ');
    await queryRunner.query(
      'CREATE TABLE "till_pin_failures" ("till_id" uuid NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" integer NOT NULL, CONSTRAINT "till_pin_failures_pkey" PRIMARY KEY ("till_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "till_refresh_tokens" ("token_hash" character varying(64) NOT NULL, "credential_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP(3) WITH TIME ZONE, "successor_hash" character varying(64), CONSTRAINT "till_refresh_tokens_pkey" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query(
      'CREATE INDEX "till_refresh_tokens_credential_idx" ON "till_refresh_tokens" ("credential_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "till_staff_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "till_id" uuid NOT NULL, "credential_id" uuid NOT NULL, "user_id" uuid NOT NULL, "started_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP(3) WITH TIME ZONE, "end_reason" character varying(32), CONSTRAINT "till_staff_sessions_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "till_staff_sessions_till_idx" ON "till_staff_sessions" ("till_id") ');
    const foreignKeys: [table: string, name: string, column: string, references: string][] = [
      ['tills', 'tills_organization_id_fkey', 'organization_id', 'organizations'],
      ['tills', 'tills_branch_id_fkey', 'branch_id', 'branches'],
      ['till_credentials', 'till_credentials_till_id_fkey', 'till_id', 'tills'],
      ['till_pin_failures', 'till_pin_failures_till_id_fkey', 'till_id', 'tills'],
      ['till_refresh_tokens', 'till_refresh_tokens_credential_id_fkey', 'credential_id', 'till_credentials'],
      ['till_staff_sessions', 'till_staff_sessions_till_id_fkey', 'till_id', 'tills'],
      ['till_staff_sessions', 'till_staff_sessions_credential_id_fkey', 'credential_id', 'till_credentials'],
      ['till_staff_sessions', 'till_staff_sessions_user_id_fkey', 'user_id', 'users'],
    ];
    for (const [table, name, column, references] of foreignKeys) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${name}" FOREIGN KEY ("${column}") REFERENCES "${references}"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
    for (const [permission, roles] of HOLDERS) {
      await queryRunner.query(
        `UPDATE "roles" SET "permissions" = array_append("permissions", $1)
         WHERE "code" = ANY($2) AND NOT ($1 = ANY("permissions"))`,
        [permission, roles],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [permission] of HOLDERS) {
      await queryRunner.query(`UPDATE "roles" SET "permissions" = array_remove("permissions", $1)`, [permission]);
    }
    for (const table of [
      'till_staff_sessions',
      'till_refresh_tokens',
      'till_pin_failures',
      'till_credentials',
      'tills',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
