import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import type { AccessClaims } from './access-tokens';
import type { Caller } from './caller';
import { CallerReads, CallerRow, StaffRow, TillRow, UUID } from './caller-reads';
import { ACCESS_CALLERS, ACCESS_STAFF, ACCESS_TILL } from './caller-statements';
import type { PairedTill, StaffPlace, TillToken } from './till-access';

/** The callers of the three kinds of token, each proved live by its statement (caller-statements.ts). */
@Injectable()
export class AccessRepository {
  constructor(
    private readonly statements: HotStatements,
    private readonly reads: CallerReads,
  ) {}

  /**
   * The caller of a token's live session; null when the session or its user may not act or
   * the key that signed the token was revoked. Read with the concurrent callers' (ACCESS_CALLERS).
   */
  async findCaller(
    token: { sid: string; sub: string; kid: string },
    organizationId: string | null,
    now: Date,
  ): Promise<Caller | null> {
    const { sid: sessionId, sub: userId, kid } = token;
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.reads.read(ACCESS_CALLERS, [sessionId, userId, organizationId, now, kid]);
    if (rows.length === 0) return null;
    return this.reads.callerOf(rows, sessionId, organizationId);
  }
  /** The caller of a staff token and the till it was issued at; null when it may not act (see ACCESS_STAFF). */
  async findStaffCaller(
    token: { sid: string; sub: string; kid: string },
    organizationId: string | null,
    now: Date,
  ): Promise<{ caller: Caller; place: StaffPlace } | null> {
    const { sid: sessionId, sub: userId, kid } = token;
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.statements.rows<CallerRow & StaffRow>(ACCESS_STAFF, [
      sessionId,
      userId,
      organizationId,
      now,
      kid,
    ]);
    if (rows.length === 0) return null;
    const { till_id: tillId, till_organization_id: tillOrganizationId, till_branch_id: branchId } = rows[0];
    const caller = await this.reads.callerOf(rows, sessionId, organizationId);
    return { caller, place: { tillId, organizationId: tillOrganizationId, branchId } };
  }
  /**
   * A till token's till, credential and organization as it says them (not proved live: see
   * TillProof); null when one is not an id (no token of ours).
   */
  tillTokenOf(claims: AccessClaims): TillToken | null {
    const { sub: tillId, sid: credentialId, org: organizationId, kid: keyId } = claims;
    if (!UUID.test(tillId) || !UUID.test(credentialId) || organizationId === undefined || !UUID.test(organizationId)) {
      return null;
    }
    return { tillId, credentialId, organizationId, keyId };
  }
  /** The till of a till token; null when its credential ended or the till is not active (see ACCESS_TILL). */
  async findTill(token: { sid: string; sub: string; kid: string }, now: Date): Promise<PairedTill | null> {
    const { sid: credentialId, sub: tillId, kid } = token;
    if (!UUID.test(credentialId) || !UUID.test(tillId)) return null;
    const [row] = await this.statements.rows<TillRow>(ACCESS_TILL, [credentialId, tillId, now, kid]);
    if (!row) return null;
    return {
      tillId: row.id,
      credentialId,
      organizationId: row.organization_id,
      branchId: row.branch_id,
      name: row.name,
      status: 'active',
      pairedAt: row.paired_at,
      lastSeenAt: row.last_seen_at,
      createdAt: row.created_at,
      organizationVersion: row.organization_version,
      organizationName: row.organization_name,
      branchName: row.branch_name,
    };
  }
}
