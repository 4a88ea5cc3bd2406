import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §11.5: an organization's `version`, bumped in the transaction of every change to
 * what its polled lists show — a role assignment that applies to it (on its client, on it,
 * on a branch), a PIN, a branch, a member's name, phone or status, a held role's code, name
 * or rank. Triggers, so no writer (today's or a later one) can forget it; the access
 * statement reads it, and each instance serves a list from memory while it holds that version.
 */
export class OrganizationVersion1795662314971 implements MigrationInterface {
  name = 'OrganizationVersion1795662314971';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "organizations" ADD "version" bigint NOT NULL DEFAULT 1');
    // One organization, or (with none named) every organization of the client.
    await queryRunner.query(`CREATE FUNCTION "organization_version_bump"(client uuid, organization uuid) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF organization IS NOT NULL THEN
          UPDATE "organizations" SET "version" = "version" + 1 WHERE "id" = organization;
        ELSIF client IS NOT NULL THEN
          UPDATE "organizations" SET "version" = "version" + 1 WHERE "client_id" = client;
        END IF;
      END $$`);
    // Role assignments: the old scope and the new one (a platform role names neither).
    await queryRunner.query(`CREATE FUNCTION "organization_version_of_assignment"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM "organization_version_bump"(OLD."client_id", OLD."organization_id"); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM "organization_version_bump"(NEW."client_id", NEW."organization_id"); END IF;
        RETURN NULL;
      END $$`);
    // PINs and branches belong to one organization.
    await queryRunner.query(`CREATE FUNCTION "organization_version_of_row"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM "organization_version_bump"(NULL, OLD."organization_id"); END IF;
        IF TG_OP = 'INSERT' OR NEW."organization_id" IS DISTINCT FROM OLD."organization_id" THEN
          PERFORM "organization_version_bump"(NULL, NEW."organization_id");
        END IF;
        RETURN NULL;
      END $$`);
    // A user's or a role's change shows in every organization where it is held.
    await queryRunner.query(`CREATE FUNCTION "organization_version_of_holder"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "organizations" o SET "version" = o."version" + 1
        WHERE o."id" IN (SELECT a."organization_id" FROM "role_assignments" a
                         WHERE (CASE TG_TABLE_NAME WHEN 'users' THEN a."user_id" ELSE a."role_id" END) = NEW."id"
                           AND a."organization_id" IS NOT NULL)
           OR o."client_id" IN (SELECT a."client_id" FROM "role_assignments" a
                         WHERE (CASE TG_TABLE_NAME WHEN 'users' THEN a."user_id" ELSE a."role_id" END) = NEW."id"
                           AND a."scope_type" = 'client');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "role_assignments_organization_version"
      AFTER INSERT OR UPDATE OR DELETE ON "role_assignments"
      FOR EACH ROW EXECUTE FUNCTION "organization_version_of_assignment"()`);
    await queryRunner.query(`CREATE TRIGGER "member_pins_organization_version"
      AFTER INSERT OR UPDATE OR DELETE ON "member_pins"
      FOR EACH ROW EXECUTE FUNCTION "organization_version_of_row"()`);
    await queryRunner.query(`CREATE TRIGGER "branches_organization_version"
      AFTER INSERT OR UPDATE OR DELETE ON "branches"
      FOR EACH ROW EXECUTE FUNCTION "organization_version_of_row"()`);
    // Only what the lists show: a login's last_login_at or a password change bumps nothing.
    await queryRunner.query(`CREATE TRIGGER "users_organization_version"
      AFTER UPDATE ON "users" FOR EACH ROW
      WHEN ((OLD."phone", OLD."first_name", OLD."last_name", OLD."status")
            IS DISTINCT FROM (NEW."phone", NEW."first_name", NEW."last_name", NEW."status"))
      EXECUTE FUNCTION "organization_version_of_holder"()`);
    await queryRunner.query(`CREATE TRIGGER "roles_organization_version"
      AFTER UPDATE ON "roles" FOR EACH ROW
      WHEN ((OLD."code", OLD."name", OLD."rank") IS DISTINCT FROM (NEW."code", NEW."name", NEW."rank"))
      EXECUTE FUNCTION "organization_version_of_holder"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "roles_organization_version" ON "roles"');
    await queryRunner.query('DROP TRIGGER "users_organization_version" ON "users"');
    await queryRunner.query('DROP TRIGGER "branches_organization_version" ON "branches"');
    await queryRunner.query('DROP TRIGGER "member_pins_organization_version" ON "member_pins"');
    await queryRunner.query('DROP TRIGGER "role_assignments_organization_version" ON "role_assignments"');
    await queryRunner.query('DROP FUNCTION "organization_version_of_holder"()');
    await queryRunner.query('DROP FUNCTION "organization_version_of_row"()');
    await queryRunner.query('DROP FUNCTION "organization_version_of_assignment"()');
    await queryRunner.query('DROP FUNCTION "organization_version_bump"(uuid, uuid)');
    await queryRunner.query('ALTER TABLE "organizations" DROP COLUMN "version"');
  }
}
