import { MigrationInterface, QueryRunner } from 'typeorm';

/** Contracts, their signed PDFs, the number sequence per year and the synchronisation lease. */
export class Contracts1795413725704 implements MigrationInterface {
  name = 'Contracts1795413725704';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contracts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "number" character varying(32) NOT NULL, "contract_date" date NOT NULL, "expire_date" date NOT NULL, "auto_renew" boolean NOT NULL, "status" character varying(16) NOT NULL, "connection_price" numeric(14,2) NOT NULL, "monthly_price" numeric(14,2) NOT NULL, "seller" jsonb NOT NULL, "buyer" jsonb NOT NULL, "edoc_document_id" character varying(64), "edoc_status" integer, "edoc_status_comment" character varying(1000), "sent_at" TIMESTAMP WITH TIME ZONE, "signed_by_us_at" TIMESTAMP WITH TIME ZONE, "signed_at" TIMESTAMP WITH TIME ZONE, "last_synced_at" TIMESTAMP WITH TIME ZONE, "sync_error" character varying(1000), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "contracts_edoc_document_check" CHECK (("status" = \'generated\') = ("edoc_document_id" IS NULL)), CONSTRAINT "contracts_dates_check" CHECK ("expire_date" > "contract_date"), CONSTRAINT "contracts_prices_check" CHECK ("connection_price" >= 0 AND "monthly_price" >= 0), CONSTRAINT "contracts_status_check" CHECK ("status" IN (\'generated\', \'draft\', \'signed_by_us\', \'signed\', \'rejected\', \'cancelled\', \'draft_deleted\')), CONSTRAINT "PK_2c7b8f3a7b1acdd49497d83d0fb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "contracts_number_key" ON "contracts" ("number") ');
    await queryRunner.query('CREATE UNIQUE INDEX "contracts_edoc_document_key" ON "contracts" ("edoc_document_id") ');
    await queryRunner.query('CREATE INDEX "contracts_status_idx" ON "contracts" ("status") ');
    await queryRunner.query(
      'CREATE INDEX "contracts_organization_idx" ON "contracts" ("organization_id", "created_at") ',
    );
    // Hand-written: one contract being signed or concluded per organization (a partial index);
    // it is what answers contract_in_progress, also to concurrent requests.
    await queryRunner.query(
      'CREATE UNIQUE INDEX "contracts_organization_in_progress_key" ON "contracts" ("organization_id") WHERE "status" IN (\'generated\', \'draft\', \'signed_by_us\', \'signed\')',
    );
    await queryRunner.query(
      'CREATE TABLE "contract_files" ("contract_id" uuid NOT NULL, "pdf" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_004389a38fce6d7f1ba52017f45" PRIMARY KEY ("contract_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "contract_number_sequences" ("year" integer NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "contract_number_sequences_last_value_check" CHECK ("last_value" > 0), CONSTRAINT "PK_d10b243c58a4d0d5c978d6e6af4" PRIMARY KEY ("year"))',
    );
    await queryRunner.query(
      'CREATE TABLE "contract_sync_leases" ("name" character varying(64) NOT NULL, "holder" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_0baf8db5475304338b8098b5dc6" PRIMARY KEY ("name"))',
    );
    await queryRunner.query(
      'ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "contract_files" ADD CONSTRAINT "contract_files_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contract_files" DROP CONSTRAINT "contract_files_contract_id_fkey"');
    await queryRunner.query('ALTER TABLE "contracts" DROP CONSTRAINT "contracts_organization_id_fkey"');
    await queryRunner.query('DROP TABLE "contract_sync_leases"');
    await queryRunner.query('DROP TABLE "contract_number_sequences"');
    await queryRunner.query('DROP TABLE "contract_files"');
    await queryRunner.query('DROP INDEX "public"."contracts_organization_in_progress_key"');
    await queryRunner.query('DROP INDEX "public"."contracts_organization_idx"');
    await queryRunner.query('DROP INDEX "public"."contracts_status_idx"');
    await queryRunner.query('DROP INDEX "public"."contracts_edoc_document_key"');
    await queryRunner.query('DROP INDEX "public"."contracts_number_key"');
    await queryRunner.query('DROP TABLE "contracts"');
  }
}
