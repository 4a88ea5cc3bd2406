import { MigrationInterface, QueryRunner } from 'typeorm';

/** Clients, organizations, branches, till PINs; role assignments tied to their scope. */
export class Organizations1795413404179 implements MigrationInterface {
  name = 'Organizations1795413404179';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_role_id_fkey"');
    await queryRunner.query(
      'CREATE TABLE "clients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f1ab7cf3a5714dbc6bb4e1c28a4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "organizations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "client_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "tin" character varying(14) NOT NULL, "name" character varying(300) NOT NULL, "address" character varying(500), "director_name" character varying(200), "phone" character varying(16), "bank_name" character varying(200), "bank_mfo" character varying(5), "bank_account" character varying(20), "verification_status" character varying(16) NOT NULL DEFAULT \'not_started\', "contract_status" character varying(24) NOT NULL DEFAULT \'contract_required\', "verification_note" character varying(1000), "submitted_at" TIMESTAMP WITH TIME ZONE, "verified_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "organizations_id_client_key" UNIQUE ("id", "client_id"), CONSTRAINT "organizations_bank_account_check" CHECK ("bank_account" ~ \'^[0-9]{20}$\'), CONSTRAINT "organizations_bank_mfo_check" CHECK ("bank_mfo" ~ \'^[0-9]{5}$\'), CONSTRAINT "organizations_contract_status_check" CHECK ("contract_status" IN (\'contract_required\', \'contract_in_progress\', \'contract_signed\')), CONSTRAINT "organizations_verification_status_check" CHECK ("verification_status" IN (\'not_started\', \'pending\', \'verified\', \'needs_action\', \'rejected\')), CONSTRAINT "organizations_tin_check" CHECK (("kind" = \'legal\' AND "tin" ~ \'^[0-9]{9}$\') OR ("kind" = \'individual\' AND "tin" ~ \'^([0-9]{9}|[0-9]{14})$\')), CONSTRAINT "organizations_kind_check" CHECK ("kind" IN (\'legal\', \'individual\')), CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "organizations_tin_key" ON "organizations" ("tin") ');
    await queryRunner.query('CREATE INDEX "organizations_client_idx" ON "organizations" ("client_id") ');
    await queryRunner.query(
      'CREATE TABLE "branches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "address" character varying(500) NOT NULL DEFAULT \'\', "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "branches_id_organization_key" UNIQUE ("id", "organization_id"), CONSTRAINT "PK_7f37d3b42defea97f1df0d19535" PRIMARY KEY ("id"))',
    );
    // Hand-written: one branch name per organization, case aside (an expression index).
    await queryRunner.query(
      'CREATE UNIQUE INDEX "branches_organization_name_key" ON "branches" ("organization_id", lower("name"))',
    );
    await queryRunner.query(
      'CREATE TABLE "member_pins" ("organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "pin_hash" character varying(64) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_19ef9c12a4a45fadd5294b3e2e9" PRIMARY KEY ("organization_id", "user_id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "member_pins_organization_pin_key" ON "member_pins" ("organization_id", "pin_hash") ',
    );
    await queryRunner.query(
      'CREATE TABLE "pin_lookup_failures" ("organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" integer NOT NULL, CONSTRAINT "PK_5a97c7f9dcf4752b3e8f1324004" PRIMARY KEY ("organization_id", "user_id"))',
    );
    // Hand-written: existing assignments take their role's audience before it becomes required.
    await queryRunner.query('ALTER TABLE "role_assignments" ADD "role_audience" character varying(16)');
    await queryRunner.query(
      'UPDATE "role_assignments" a SET "role_audience" = r."audience" FROM "roles" r WHERE r."id" = a."role_id"',
    );
    await queryRunner.query('ALTER TABLE "role_assignments" ALTER COLUMN "role_audience" SET NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "role_assignments_organization_idx" ON "role_assignments" ("organization_id") ',
    );
    await queryRunner.query('CREATE INDEX "role_assignments_client_idx" ON "role_assignments" ("client_id") ');
    await queryRunner.query(
      'ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_audience_scope_check" CHECK (("role_audience" = \'client\') = ("scope_type" <> \'platform\'))',
    );
    await queryRunner.query('ALTER TABLE "roles" ADD CONSTRAINT "roles_id_audience_key" UNIQUE ("id", "audience")');
    await queryRunner.query(
      'ALTER TABLE "organizations" ADD CONSTRAINT "organizations_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "branches" ADD CONSTRAINT "branches_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_role_fkey" FOREIGN KEY ("role_id", "role_audience") REFERENCES "roles"("id","audience") ON DELETE RESTRICT ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_organization_fkey" FOREIGN KEY ("organization_id", "client_id") REFERENCES "organizations"("id","client_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_branch_fkey" FOREIGN KEY ("branch_id", "organization_id") REFERENCES "branches"("id","organization_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "member_pins" ADD CONSTRAINT "member_pins_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "member_pins" ADD CONSTRAINT "member_pins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "pin_lookup_failures" ADD CONSTRAINT "pin_lookup_failures_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "pin_lookup_failures" ADD CONSTRAINT "pin_lookup_failures_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "pin_lookup_failures" DROP CONSTRAINT "pin_lookup_failures_user_id_fkey"');
    await queryRunner.query(
      'ALTER TABLE "pin_lookup_failures" DROP CONSTRAINT "pin_lookup_failures_organization_id_fkey"',
    );
    await queryRunner.query('ALTER TABLE "member_pins" DROP CONSTRAINT "member_pins_user_id_fkey"');
    await queryRunner.query('ALTER TABLE "member_pins" DROP CONSTRAINT "member_pins_organization_id_fkey"');
    await queryRunner.query('ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_branch_fkey"');
    await queryRunner.query('ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_organization_fkey"');
    await queryRunner.query('ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_client_id_fkey"');
    await queryRunner.query('ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_role_fkey"');
    await queryRunner.query('ALTER TABLE "branches" DROP CONSTRAINT "branches_organization_id_fkey"');
    await queryRunner.query('ALTER TABLE "organizations" DROP CONSTRAINT "organizations_client_id_fkey"');
    await queryRunner.query('ALTER TABLE "roles" DROP CONSTRAINT "roles_id_audience_key"');
    await queryRunner.query('ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_audience_scope_check"');
    await queryRunner.query('DROP INDEX "public"."role_assignments_client_idx"');
    await queryRunner.query('DROP INDEX "public"."role_assignments_organization_idx"');
    await queryRunner.query('ALTER TABLE "role_assignments" DROP COLUMN "role_audience"');
    await queryRunner.query('DROP TABLE "pin_lookup_failures"');
    await queryRunner.query('DROP INDEX "public"."member_pins_organization_pin_key"');
    await queryRunner.query('DROP TABLE "member_pins"');
    await queryRunner.query('DROP INDEX "public"."branches_organization_name_key"');
    await queryRunner.query('DROP TABLE "branches"');
    await queryRunner.query('DROP INDEX "public"."organizations_client_idx"');
    await queryRunner.query('DROP INDEX "public"."organizations_tin_key"');
    await queryRunner.query('DROP TABLE "organizations"');
    await queryRunner.query('DROP TABLE "clients"');
    await queryRunner.query(
      'ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }
}
