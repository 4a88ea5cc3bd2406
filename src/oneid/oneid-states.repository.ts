import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { CONSUME_ONEID_STATE, INSERT_ONEID_STATE, PURGE_ONEID_STATES } from './oneid.sql';
import type { OneIdPurpose } from './oneid.types';

export interface NewOneIdState {
  stateHash: string;
  purpose: OneIdPurpose;
  callerId: string | null;
  organizationId: string | null;
  expiresAt: Date;
}

/** What a used-up state was bound to. */
export interface ConsumedOneIdState {
  purpose: OneIdPurpose;
  callerId: string | null;
  organizationId: string | null;
}

/** The only SQL on `oneid_states`. */
@Injectable()
export class OneIdStatesRepository {
  constructor(private readonly statements: HotStatements) {}

  async insert(state: NewOneIdState): Promise<void> {
    await this.statements.run(INSERT_ONEID_STATE, [
      state.stateHash,
      state.purpose,
      state.callerId,
      state.organizationId,
      state.expiresAt,
    ]);
  }

  /**
   * Uses the state up, once: of concurrent finishes with one state exactly one gets its
   * binding; a used, expired or unknown state gives null.
   */
  async consume(stateHash: string, now: Date): Promise<ConsumedOneIdState | null> {
    const rows = await this.statements.rows<{
      purpose: OneIdPurpose;
      caller_id: string | null;
      organization_id: string | null;
    }>(CONSUME_ONEID_STATE, [stateHash, now]);
    const [row] = rows;
    return row ? { purpose: row.purpose, callerId: row.caller_id, organizationId: row.organization_id } : null;
  }

  /**
   * Housekeeping (CONTRACT §12.3): removes at most `limit` states that are used or expired at
   * `now`, and answers how many it removed.
   */
  async deleteUsedOrExpired(limit: number, now: Date = new Date()): Promise<number> {
    return this.statements.count(PURGE_ONEID_STATES, [now, limit]);
  }
}
