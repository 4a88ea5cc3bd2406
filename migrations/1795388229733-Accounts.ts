import { MigrationInterface, QueryRunner } from 'typeorm';

/** The role catalogue of CONTRACT §3 with the permissions of docs/permissions.md. */
const PORTAL_ALL = [
  'portal.users.read',
  'portal.users.create',
  'portal.users.update',
  'portal.users.block',
  'portal.roles.read',
  'portal.roles.assign',
  'portal.orgs.read',
  'portal.orgs.create',
  'portal.orgs.owner',
  'portal.orgs.verify',
  'portal.contracts.read',
  'portal.contracts.manage',
];
const ORG_ALL = [
  'org.read',
  'org.update',
  'org.verify',
  'org.create',
  'org.branches.read',
  'org.branches.manage',
  'org.members.read',
  'org.members.manage',
  'org.pins.manage',
];
const ROLES: [code: string, name: string, audience: string, rank: number, permissions: string[]][] = [
  ['director', 'Director', 'platform', 1000, PORTAL_ALL],
  ['admin', 'Administrator', 'platform', 800, PORTAL_ALL],
  [
    'manager',
    'Manager',
    'platform',
    500,
    [
      'portal.users.read',
      'portal.roles.read',
      'portal.orgs.read',
      'portal.orgs.create',
      'portal.orgs.owner',
      'portal.orgs.verify',
      'portal.contracts.read',
      'portal.contracts.manage',
    ],
  ],
  ['support', 'Support', 'platform', 100, ['portal.users.read', 'portal.roles.read', 'portal.orgs.read']],
  ['user', 'User', 'account', 0, []],
  ['owner', 'Owner', 'client', 300, ORG_ALL],
  ['org_admin', 'Organization administrator', 'client', 200, ORG_ALL.filter((p) => p !== 'org.create')],
  [
    'branch_manager',
    'Branch manager',
    'client',
    150,
    ['org.read', 'org.branches.read', 'org.members.read', 'org.members.manage', 'org.pins.manage'],
  ],
  ['cashier', 'Cashier', 'client', 100, ['org.read', 'org.branches.read']],
];

/** Accounts, roles, code challenges and sessions. */
export class Accounts1795388229733 implements MigrationInterface {
  name = 'Accounts1795388229733';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone" character varying(16) NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "password_hash" character varying(100), "auth_method" character varying(16) NOT NULL DEFAULT 'password', "status" character varying(16) NOT NULL, "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "users_auth_method_check" CHECK ("auth_method" IN ('password', 'sms')), CONSTRAINT "users_status_check" CHECK ("status" IN ('pending', 'active', 'blocked')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_phone_key" ON "users" ("phone") `);
    await queryRunner.query(
      `CREATE TABLE "code_challenges" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone" character varying(16) NOT NULL, "purpose" character varying(16) NOT NULL, "user_id" uuid, "code_hash" character varying(64) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "code_challenges_purpose_check" CHECK ("purpose" IN ('register', 'login', 'reset')), CONSTRAINT "PK_ee0cbf8bf87ed450aacba3cf29e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "code_challenges_phone_idx" ON "code_challenges" ("phone") `);
    await queryRunner.query(
      `CREATE TABLE "phone_code_states" ("phone" character varying(16) NOT NULL, "recent_sends" TIMESTAMP WITH TIME ZONE array NOT NULL DEFAULT '{}', "locked_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7e00e5b3e5887667abfbc4ddc22" PRIMARY KEY ("phone"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "user_agent" character varying(512), "ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, "end_reason" character varying(32), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("token_hash" character varying(64) NOT NULL, "session_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a7838d2ba25be1342091b6695f1" PRIMARY KEY ("token_hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" ("session_id") `);
    await queryRunner.query(
      `CREATE TABLE "roles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "code" character varying(64), "name" character varying(100) NOT NULL, "audience" character varying(16) NOT NULL, "rank" bigint NOT NULL, "permissions" text array NOT NULL DEFAULT '{}', CONSTRAINT "roles_audience_check" CHECK ("audience" IN ('platform', 'client', 'account')), CONSTRAINT "PK_c1433d71a4838793a49dcad46ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "roles_code_key" ON "roles" ("code") `);
    await queryRunner.query(`CREATE TABLE "role_assignments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "role_id" uuid NOT NULL, "scope_type" character varying(16) NOT NULL, "client_id" uuid, "organization_id" uuid, "branch_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "role_assignments_scope_shape_check" CHECK (("scope_type" = 'platform' AND "client_id" IS NULL AND "organization_id" IS NULL AND "branch_id" IS NULL)
  OR ("scope_type" = 'client' AND "client_id" IS NOT NULL AND "organization_id" IS NULL AND "branch_id" IS NULL)
  OR ("scope_type" = 'organization' AND "client_id" IS NOT NULL AND "organization_id" IS NOT NULL AND "branch_id" IS NULL)
  OR ("scope_type" = 'branch' AND "client_id" IS NOT NULL AND "organization_id" IS NOT NULL AND "branch_id" IS NOT NULL)), CONSTRAINT "role_assignments_scope_type_check" CHECK ("scope_type" IN ('platform', 'client', 'organization', 'branch')), CONSTRAINT "PK_fc2df9835ac1d2a34839f113783" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "role_assignments_user_idx" ON "role_assignments" ("user_id") `);
    // Hand-written: one role once per scope (NULLS NOT DISTINCT is beyond the generator).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "role_assignments_unique" ON "role_assignments" ("user_id", "role_id", "scope_type", "client_id", "organization_id", "branch_id") NULLS NOT DISTINCT`,
    );
    await queryRunner.query(
      `ALTER TABLE "code_challenges" ADD CONSTRAINT "code_challenges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    for (const [code, name, audience, rank, permissions] of ROLES) {
      await queryRunner.query(
        `INSERT INTO "roles" ("code", "name", "audience", "rank", "permissions") VALUES ($1, $2, $3, $4, $5)`,
        [code, name, audience, rank, permissions],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."role_assignments_unique"`);
    await queryRunner.query(`ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_role_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "role_assignments" DROP CONSTRAINT "role_assignments_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_session_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "code_challenges" DROP CONSTRAINT "code_challenges_user_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."role_assignments_user_idx"`);
    await queryRunner.query(`DROP TABLE "role_assignments"`);
    await queryRunner.query(`DROP INDEX "public"."roles_code_key"`);
    await queryRunner.query(`DROP TABLE "roles"`);
    await queryRunner.query(`DROP INDEX "public"."refresh_tokens_session_idx"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_user_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "phone_code_states"`);
    await queryRunner.query(`DROP INDEX "public"."code_challenges_phone_idx"`);
    await queryRunner.query(`DROP TABLE "code_challenges"`);
    await queryRunner.query(`DROP INDEX "public"."users_phone_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
