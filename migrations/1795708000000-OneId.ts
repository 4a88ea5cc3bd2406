import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OneID (CONTRACT §12.2): the flows' single-use states (removed once used or expired by
 * housekeeping, OneIdStatesRepository.deleteUsedOrExpired), an account's linked PINFL as a
 * keyed hash and its last four digits, and how an organization was verified (those verified
 * before this were verified by staff).
 */
export class OneId1795708000000 implements MigrationInterface {
  name = 'OneId1795708000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "oneid_states" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "state_hash" character varying(64) NOT NULL, "purpose" character varying(16) NOT NULL, "caller_id" uuid, "organization_id" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "oneid_states_purpose_check" CHECK ("purpose" IN ('sign_in', 'link', 'verify')), CONSTRAINT "oneid_states_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "oneid_states_state_hash_key" ON "oneid_states" ("state_hash") `);
    await queryRunner.query(`CREATE INDEX "oneid_states_expires_at_idx" ON "oneid_states" ("expires_at") `);
    await queryRunner.query(
      `ALTER TABLE "users" ADD "oneid_pinfl_hash" character varying(64), ADD "oneid_pinfl_last4" character varying(4), ADD "oneid_linked_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_oneid_pinfl_hash_key" ON "users" ("oneid_pinfl_hash") `);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_oneid_check" CHECK (("oneid_pinfl_hash" IS NULL AND "oneid_pinfl_last4" IS NULL AND "oneid_linked_at" IS NULL) OR ("oneid_pinfl_hash" IS NOT NULL AND "oneid_pinfl_last4" ~ '^[0-9]{4}$' AND "oneid_linked_at" IS NOT NULL))`,
    );
    await queryRunner.query(`ALTER TABLE "organizations" ADD "verification_method" character varying(16)`);
    await queryRunner.query(
      `ALTER TABLE "organizations" ADD CONSTRAINT "organizations_verification_method_check" CHECK ("verification_method" IN ('staff_review', 'oneid_legal_key'))`,
    );
    await queryRunner.query(
      `UPDATE "organizations" SET "verification_method" = 'staff_review' WHERE "verification_status" = 'verified'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" DROP CONSTRAINT "organizations_verification_method_check"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "verification_method"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_oneid_check"`);
    await queryRunner.query(`DROP INDEX "users_oneid_pinfl_hash_key"`);
    await queryRunner.query(
      `ALTER TABLE "users" DROP COLUMN "oneid_linked_at", DROP COLUMN "oneid_pinfl_last4", DROP COLUMN "oneid_pinfl_hash"`,
    );
    await queryRunner.query(`DROP INDEX "oneid_states_expires_at_idx"`);
    await queryRunner.query(`DROP INDEX "oneid_states_state_hash_key"`);
    await queryRunner.query(`DROP TABLE "oneid_states"`);
  }
}
