import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * The lease of a background job that one instance runs at a time, by job name: the contract
 * synchronisation and the audit prune. The rows live in `contract_sync_leases`, named after
 * its first job.
 */
@Injectable()
export class JobLeasesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes or renews the lease until `until`, in one statement: it succeeds when nobody
   * holds it, its holder is this instance, or the holder's lease has run out.
   */
  async claim(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO "contract_sync_leases" ("name", "holder", "expires_at") VALUES ($1, $2, $4)
       ON CONFLICT ("name") DO UPDATE SET "holder" = EXCLUDED."holder", "expires_at" = EXCLUDED."expires_at"
       WHERE "contract_sync_leases"."holder" = $2 OR "contract_sync_leases"."expires_at" <= $3
       RETURNING "name"`,
      [name, holder, now, until],
    );
    return rows.length === 1;
  }

  /** Lets another instance take over at once (on shutdown), whatever its clock says. */
  async release(name: string, holder: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "contract_sync_leases" SET "expires_at" = '-infinity' WHERE "name" = $1 AND "holder" = $2`,
      [name, holder],
    );
  }
}
