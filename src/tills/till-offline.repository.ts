import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { itemsParameter } from '../database/statement-batcher';
import { Transaction } from '../database/transaction-runner';
import type { OfflineKitMember } from './entities/till-offline-kit.entity';
import {
  OFFLINE_KIT_MEMBERS,
  OFFLINE_KITS_OF,
  PURGE_OFFLINE_KITS,
  RECORD_OFFLINE_EVENTS,
  RECORD_OFFLINE_KIT,
} from './tills.sql';

/** A member of an offline kit, one row per role that applies at the till. */
export interface KitMemberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  code: string | null;
  name: string;
  permissions: string[];
  pin_version: string;
  verifier_salt: string;
  verifier: string;
}

/** A kit as recorded, for judging the events uploaded against it. */
export interface RecordedKit {
  id: string;
  issued_at: Date;
  expires_at: Date;
  members: OfflineKitMember[];
}

/** An accepted offline event's values, in the order of `OFFLINE_EVENT_COLUMNS`' own part. */
export interface OfflineEventRecord {
  tillId: string;
  eventId: string;
  kitId: string;
  userId: string;
  recordedAt: Date;
  /** AuditService.parameters of its audit event. */
  event: unknown[];
}

/**
 * Offline kits answered to tills and the offline events they uploaded (CONTRACT §12.1): the
 * only code that writes `till_offline_kits` and `till_offline_events`.
 */
@Injectable()
export class TillOfflineRepository {
  constructor(private readonly statements: HotStatements) {}

  /**
   * The members of the till's kit: active members whose role applies at its branch and whose
   * PIN has a verifier, one row per such role with what it permits, by name.
   */
  kitMembers(tillId: string): Promise<KitMemberRow[]> {
    return this.statements.rows<KitMemberRow>(OFFLINE_KIT_MEMBERS, [tillId]);
  }

  /**
   * Records a kit answered with 200 (in the caller's transaction, with its audit event) while
   * its till is active: it waits for a revocation in progress (the till's row lock), so a lost
   * till's clearing of PINs sees every kit that left. False: the till is no longer active.
   */
  async recordKit(
    kit: { id: string; tillId: string; issuedAt: Date; expiresAt: Date; members: OfflineKitMember[] },
    tx: Transaction,
  ): Promise<boolean> {
    const rows = await this.statements.rows<{ id: string }>(
      RECORD_OFFLINE_KIT,
      [kit.id, kit.tillId, kit.issuedAt, kit.expiresAt, JSON.stringify(kit.members)],
      tx,
    );
    return rows.length > 0;
  }

  /** The kits of `kitIds` answered to the till (a kit of another till is not found). */
  kitsOf(tillId: string, kitIds: readonly string[]): Promise<RecordedKit[]> {
    return this.statements.rows<RecordedKit>(OFFLINE_KITS_OF, [tillId, kitIds]);
  }

  /**
   * Records the offline events not recorded before, each with its audit event and webhook
   * deliveries, in one statement (RECORD_OFFLINE_EVENTS): the ids recorded now; the others
   * were recorded before (by an earlier or a parallel upload).
   */
  async recordEvents(events: readonly OfflineEventRecord[]): Promise<Set<string>> {
    if (events.length === 0) return new Set();
    const items = events.map((e) => [e.tillId, e.eventId, e.kitId, e.userId, e.recordedAt, ...e.event]);
    const rows = await this.statements.rows<{ event_id: string }>(RECORD_OFFLINE_EVENTS, itemsParameter(items));
    return new Set(rows.map((row) => row.event_id));
  }

  /**
   * Housekeeping: removes up to `limit` kits expired more than 30 days before `cutoff` that
   * no longer carry a current PIN a lost till would have to clear (each PIN version they hold
   * is no longer the member's, or a later kit of the same till holds it too); their event ids
   * go with them (the foreign key). How many it removed.
   */
  async deleteExpiredBefore(cutoff: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_OFFLINE_KITS, [cutoff, limit]);
  }
}
