import { MigrationInterface, QueryRunner } from 'typeorm';

/** The functions of OrganizationVersion, as they were: what `down` puts back. */
const BUMP_OLD = `CREATE OR REPLACE FUNCTION "organization_version_bump"(client uuid, organization uuid) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF organization IS NOT NULL THEN
          UPDATE "organizations" SET "version" = "version" + 1 WHERE "id" = organization;
        ELSIF client IS NOT NULL THEN
          UPDATE "organizations" SET "version" = "version" + 1 WHERE "client_id" = client;
        END IF;
      END $$`;

const HOLDER_OLD = `CREATE OR REPLACE FUNCTION "organization_version_of_holder"() RETURNS trigger
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
      END $$`;

/**
 * CONTRACT §11.5 and §12.3: an organization's version moves to a narrow table of its own,
 * `organization_versions(organization_id, version)`. The triggers of OrganizationVersion
 * stay as they are (every change the polled lists show bumps it in its own transaction);
 * only what they update changes: a row of two columns, updated in place on its page (HOT: no
 * index holds `version`, and the table's fill factor leaves room), where they rewrote the
 * organization's whole row — about three dead versions of it per organization at scale.
 * A trigger adds the row with its organization; the organization's deletion removes it.
 */
export class OrganizationVersions1795706000000 implements MigrationInterface {
  name = 'OrganizationVersions1795706000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "organization_versions" (
      "organization_id" uuid NOT NULL,
      "version" bigint NOT NULL DEFAULT 1,
      CONSTRAINT "PK_organization_versions" PRIMARY KEY ("organization_id"),
      CONSTRAINT "organization_versions_organization_id_fkey" FOREIGN KEY ("organization_id")
        REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    ) WITH (fillfactor = 50)`);
    await queryRunner.query(
      'INSERT INTO "organization_versions" ("organization_id", "version") SELECT "id", "version" FROM "organizations"',
    );
    await queryRunner.query(`CREATE FUNCTION "organization_version_insert"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "organization_versions" ("organization_id") VALUES (NEW."id");
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "organizations_version_row"
      AFTER INSERT ON "organizations" FOR EACH ROW EXECUTE FUNCTION "organization_version_insert"()`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "organization_version_bump"(client uuid, organization uuid) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF organization IS NOT NULL THEN
          UPDATE "organization_versions" SET "version" = "version" + 1 WHERE "organization_id" = organization;
        ELSIF client IS NOT NULL THEN
          UPDATE "organization_versions" v SET "version" = v."version" + 1
          FROM "organizations" o WHERE o."client_id" = client AND v."organization_id" = o."id";
        END IF;
      END $$`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "organization_version_of_holder"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "organization_versions" v SET "version" = v."version" + 1
        FROM "organizations" o
        WHERE v."organization_id" = o."id"
          AND (o."id" IN (SELECT a."organization_id" FROM "role_assignments" a
                          WHERE (CASE TG_TABLE_NAME WHEN 'users' THEN a."user_id" ELSE a."role_id" END) = NEW."id"
                            AND a."organization_id" IS NOT NULL)
               OR o."client_id" IN (SELECT a."client_id" FROM "role_assignments" a
                          WHERE (CASE TG_TABLE_NAME WHEN 'users' THEN a."user_id" ELSE a."role_id" END) = NEW."id"
                            AND a."scope_type" = 'client'));
        RETURN NULL;
      END $$`);
    await queryRunner.query('ALTER TABLE "organizations" DROP COLUMN "version"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "organizations" ADD "version" bigint NOT NULL DEFAULT 1');
    await queryRunner.query(`UPDATE "organizations" o SET "version" = v."version"
      FROM "organization_versions" v WHERE v."organization_id" = o."id"`);
    await queryRunner.query(HOLDER_OLD);
    await queryRunner.query(BUMP_OLD);
    await queryRunner.query('DROP TRIGGER "organizations_version_row" ON "organizations"');
    await queryRunner.query('DROP FUNCTION "organization_version_insert"()');
    await queryRunner.query('DROP TABLE "organization_versions"');
  }
}
