import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deleteBatch } from '../database/query-helpers';
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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(state: NewOneIdState): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "oneid_states" ("state_hash", "purpose", "caller_id", "organization_id", "expires_at")
       VALUES ($1, $2, $3, $4, $5)`,
      [state.stateHash, state.purpose, state.callerId, state.organizationId, state.expiresAt],
    );
  }

  /**
   * Uses the state up, once: of concurrent finishes with one state exactly one gets its
   * binding; a used, expired or unknown state gives null.
   */
  async consume(stateHash: string, now: Date): Promise<ConsumedOneIdState | null> {
    const [rows] = await this.dataSource.query<
      [{ purpose: OneIdPurpose; caller_id: string | null; organization_id: string | null }[], number]
    >(
      `UPDATE "oneid_states" SET "used_at" = $2
       WHERE "state_hash" = $1 AND "used_at" IS NULL AND "expires_at" > $2
       RETURNING "purpose", "caller_id", "organization_id"`,
      [stateHash, now],
    );
    const [row] = rows;
    return row ? { purpose: row.purpose, callerId: row.caller_id, organizationId: row.organization_id } : null;
  }

  /**
   * Housekeeping (CONTRACT §12.3): removes at most `limit` states that are used or expired at
   * `now` in one statement (`deleteBatch`: the condition checked again on the row deleted),
   * and answers how many it removed.
   */
  deleteUsedOrExpired(limit: number, now: Date = new Date()): Promise<number> {
    const where = `("used_at" IS NOT NULL OR "expires_at" <= $2)`;
    return deleteBatch(this.dataSource, 'oneid_states', where, [now], limit);
  }
}
