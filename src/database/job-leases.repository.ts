import { Injectable } from '@nestjs/common';
import { CLAIM_JOB_LEASE, RELEASE_JOB_LEASE } from './database.sql';
import { HotStatements } from './hot-statements';

/**
 * The lease of a background job that one instance runs at a time, by job name: the contract
 * synchronisation and the audit prune. The rows live in `contract_sync_leases`, named after
 * its first job.
 */
@Injectable()
export class JobLeasesRepository {
  constructor(private readonly statements: HotStatements) {}

  /**
   * Takes or renews the lease until `until`, in one statement: it succeeds when nobody
   * holds it, its holder is this instance, or the holder's lease has run out.
   */
  async claim(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
    const rows = await this.statements.rows(CLAIM_JOB_LEASE, [name, holder, now, until]);
    return rows.length === 1;
  }

  /** Lets another instance take over at once (on shutdown), whatever its clock says. */
  async release(name: string, holder: string): Promise<void> {
    await this.statements.run(RELEASE_JOB_LEASE, [name, holder]);
  }
}
