import { groupByUser } from '../common/rows/group-by-user';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens, APPROVAL_TTL_SECONDS } from '../access/access-tokens';
import type { Permission } from '../access/permissions';
import { CeilingRefusal, PinGuessCeiling } from '../access/pin-guess-ceiling';
import type { PairedTill, TillToken } from '../access/till-access';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { PolledAnswer, PolledLists } from '../common/http/polled-lists';
import { DomainException } from '../common/errors/domain.exception';
import { bearerRefused } from '../common/errors/unauthorized';
import { RequestOrigin, SecurityEvents } from '../common/logging/security-events';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';
import { TransactionRunner } from '../database/transaction-runner';
import { PinVerifiers } from '../staff/pin-verifiers';
import {
  ApprovalDto,
  StaffSessionViewDto,
  StaffSignInDto,
  StaffTokenDto,
  TillMemberDto,
  TillSelfDto,
  TillStaffDto,
} from './dto/till.dto';
import { callerTillView } from './till-view.mapper';
import { TillMemberRow, TillPinRow, TillStaffSessionsRepository } from './till-staff-sessions.repository';
import { TillsRepository } from './tills.repository';

/** Five wrong PINs a minute per till, sign-ins and approvals together (CONTRACT §11.1). */
export const WRONG_PINS = { windowMs: 60_000, max: 5 };
const HOUR_MS = 3_600_000;
/** `lastSeenAt` is written at most once a minute (CONTRACT §11.1). */
const SEEN_EVERY_MS = 60_000;

/** What a till's PIN checks and tokens need of it: a till token's word, or the guard's read. */
type TillPlace = Pick<TillToken, 'tillId' | 'organizationId'>;

interface FoundMember extends TillMemberDto {
  permissions: Set<string>;
}

/** A paired till's side (CONTRACT §11.1): itself, its staff, PIN sign-ins, staff sessions, approvals. */
@Injectable()
export class TillStaffService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly tills: TillsRepository,
    private readonly staffSessions: TillStaffSessionsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly secrets: SecretsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly polled: PolledLists,
    private readonly verifiers: PinVerifiers,
    private readonly ceiling: PinGuessCeiling,
    private readonly security: SecurityEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The till with its organization and branch, as the guard's statement read them; it sets
   * `lastSeenAt`, at most once a minute: no write when the statement saw a later one.
   */
  async self(till: PairedTill): Promise<TillSelfDto> {
    const now = this.clock.now();
    const recent = till.lastSeenAt !== null && Date.parse(till.lastSeenAt) > now.getTime() - SEEN_EVERY_MS;
    const touched = recent ? null : await this.tills.touch(till.tillId, now);
    return {
      till: callerTillView(till, touched ? touched.toISOString() : till.lastSeenAt),
      organization: { id: till.organizationId, name: till.organizationName },
      branch: { id: till.branchId, name: till.branchName },
    };
  }

  /**
   * The staff of the till's branch as a polled list (CONTRACT §11.5): one answer per branch
   * and organization version, the version the guard's statement read; `304` on its tag.
   */
  staff(till: PairedTill, ifNoneMatch?: string): Promise<PolledAnswer> {
    const key = { list: 'till-staff', organizationId: till.organizationId, variant: till.branchId };
    return this.polled.answer(key, till.organizationVersion, ifNoneMatch, async () => {
      const rows = await this.staffSessions.members(till.tillId);
      const value: TillStaffDto[] = membersOf(rows).map(({ userId, firstName, lastName, roles, hasPin }) => ({
        userId,
        firstName,
        lastName,
        roles,
        hasPin,
      }));
      return { version: rows[0]?.organization_version ?? till.organizationVersion, value };
    });
  }

  /**
   * A member signs in by PIN: a staff session on this till and a staff token. One round
   * trip, the guard's too (TillProof, @ProveAndRead): the till token live, the member by PIN with the
   * till's window, and (right PIN, room in the window) the session and its audit event, in
   * one statement, which also reads the key set's version the token's signer needs and the
   * organization's window of wrong PINs (CONTRACT §12.4): once full, every PIN is 429.
   */
  async signIn(till: TillToken, pin: string, origin: RequestOrigin): Promise<StaffSignInDto> {
    const now = this.clock.now();
    const staffSessionId = randomUUID();
    const found = await this.staffSessions.signIn(
      {
        id: staffSessionId,
        tillId: till.tillId,
        credentialId: till.credentialId,
        keyId: till.keyId,
        startedAt: now,
        expiresAt: new Date(now.getTime() + this.config.tillStaffSessionHours * HOUR_MS),
      },
      this.secrets.hashPin(till.organizationId, pin),
      WRONG_PINS,
      this.audit.parameters({
        actor: { userId: null, requestId: origin.requestId },
        action: 'till.staff_signed_in',
        target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
        details: { staffSessionId },
      }),
    );
    // The till token's credential ended, its till is not active or its key was revoked.
    if (!found) throw bearerRefused('revoked');
    const full = await this.ceiling.refusalSince(till.organizationId, found.organizationFullSince, now);
    const member = await this.holder(till, found.rows, now, full, origin, pin);
    const { userId, firstName, lastName, roles } = member;
    return {
      staffSessionId,
      member: { userId, firstName, lastName, roles },
      ...(await this.staffToken(till, userId, staffSessionId, found.keySetVersion)),
    };
  }

  /** A new staff token for a live staff session of this till. */
  async token(till: PairedTill, staffSessionId: string): Promise<StaffTokenDto> {
    const [session] = await this.staffSessions.liveStaffSessions(till.credentialId, this.clock.now(), staffSessionId);
    if (!session) throw new DomainException('staff_session_not_found');
    return this.staffToken(till, session.user_id, session.id);
  }

  async signOut(till: PairedTill, staffSessionId: string, requestId: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const userId = await this.staffSessions.endStaffSession(till.credentialId, staffSessionId, this.clock.now(), tx);
      if (!userId) throw new DomainException('staff_session_not_found');
      await this.audit.record(
        {
          actor: { userId, requestId },
          action: 'till.staff_signed_out',
          target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
          details: { staffSessionId },
        },
        tx,
      );
    });
  }

  async sessions(till: PairedTill): Promise<StaffSessionViewDto[]> {
    return (await this.staffSessions.liveStaffSessions(till.credentialId, this.clock.now())).map((s) => ({
      staffSessionId: s.id,
      member: { userId: s.user_id, firstName: s.first_name, lastName: s.last_name },
      startedAt: new Date(s.started_at).toISOString(),
      expiresAt: new Date(s.expires_at).toISOString(),
    }));
  }

  /**
   * A manager's PIN approves one permission: a signed approval that lives two minutes, for
   * other services only (`aud: "approval"`), carrying the till's `reference` as `ref`.
   */
  async approve(
    till: PairedTill,
    request: { pin: string; permission: Permission; reference?: string },
    origin: RequestOrigin,
  ): Promise<ApprovalDto> {
    const { pin, permission, reference } = request;
    const member = await this.memberByPin(till, pin, origin);
    if (!member.permissions.has(permission)) throw new DomainException('permission_not_held', { permission });
    const now = this.clock.now();
    await this.transactions.run((tx) =>
      this.audit.record(
        {
          actor: { userId: member.userId, requestId: origin.requestId },
          action: 'till.approval_granted',
          target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
          details: { permission, ...(reference === undefined ? {} : { reference }) },
        },
        tx,
      ),
    );
    const approval = await this.accessTokens.signToken(
      {
        kind: 'approval',
        sub: member.userId,
        perm: permission,
        till: till.tillId,
        org: till.organizationId,
        ...(reference === undefined ? {} : { ref: reference }),
      },
      now.getTime(),
    );
    const { userId, firstName, lastName } = member;
    return { approver: { userId, firstName, lastName }, permission, approval, expiresIn: APPROVAL_TTL_SECONDS };
  }

  /**
   * The member holding the PIN at the till's branch (never a blocked user or a removed
   * member). Once five wrong PINs in a minute are counted at the till, or thirty at its
   * organization, every PIN is 429, right ones too; a wrong PIN is counted atomically, so
   * parallel guesses cannot pass either. The organization's window is read beside the PIN's.
   */
  private async memberByPin(till: PairedTill, pin: string, origin: RequestOrigin): Promise<FoundMember> {
    const now = this.clock.now();
    const [rows, full] = await Promise.all([
      this.staffSessions.memberByPin(till.tillId, this.secrets.hashPin(till.organizationId, pin), WRONG_PINS),
      this.ceiling.check(till.organizationId, now),
    ]);
    return this.holder(till, rows, now, full, origin, pin);
  }

  /**
   * The member the PIN's rows name, unless the till's window or the organization's (`full`,
   * as read before) is full; else counts a wrong PIN, at the till and then at the organization.
   * A right PIN set before verifiers existed gets its verifier now (CONTRACT §12.1).
   */
  private async holder(
    till: TillPlace,
    rows: TillPinRow[],
    now: Date,
    full: CeilingRefusal | null,
    origin: RequestOrigin,
    pin: string,
  ): Promise<FoundMember> {
    if (full) return this.refuse(till, full, origin, now);
    const [member] = membersOf(rows);
    if (member) {
      const started = rows[0].full_window_started_at;
      const ends = started ? started.getTime() + WRONG_PINS.windowMs : 0;
      if (ends > now.getTime()) throw DomainException.retryAfter('too_many_requests', (ends - now.getTime()) / 1000);
      const { pin_version: pinVersion, verifier_missing: verifierMissing } = rows[0];
      await this.verifiers.fillMissing(
        { organizationId: till.organizationId, userId: member.userId, pinVersion, verifierMissing },
        pin,
      );
      return member;
    }
    // A wrong PIN: counted only while the window has room (so a full one is 429 here too).
    const counted = await this.staffSessions.countWrongPin(till.tillId, now, WRONG_PINS);
    if (!counted.counted) {
      const ends = counted.windowStartedAt.getTime() + WRONG_PINS.windowMs;
      throw DomainException.retryAfter('too_many_requests', (ends - now.getTime()) / 1000);
    }
    const refused = await this.ceiling.count(till.organizationId, now);
    if (refused) return this.refuse(till, refused, origin, now);
    throw new DomainException('member_not_found');
  }

  /**
   * 429 for the rest of the organization's full window; its first refusal (one per window,
   * whichever instance makes it) is an audit event of the organization and a security event.
   * The till acts for itself, as when it pairs.
   */
  private async refuse(till: TillPlace, refusal: CeilingRefusal, origin: RequestOrigin, now: Date): Promise<never> {
    if (refusal.first) {
      const window = { startedAt: refusal.windowStartedAt.toISOString(), endsAt: refusal.endsAt.toISOString() };
      this.security.record('pin_guesses_limited', origin, {
        organizationId: till.organizationId,
        tillId: till.tillId,
        failures: refusal.failures,
      });
      await this.transactions.run((tx) =>
        this.audit.record(
          {
            actor: { userId: till.tillId, requestId: origin.requestId },
            action: 'till.pin_guesses_limited',
            target: { type: 'organization', id: till.organizationId },
            details: { window, count: refusal.failures, tillId: till.tillId },
          },
          tx,
        ),
      );
    }
    throw DomainException.retryAfter('too_many_requests', (refusal.endsAt.getTime() - now.getTime()) / 1000);
  }

  /** A staff token; `keySetVersion`: as a statement just read it (else the signer reads it). */
  private async staffToken(
    till: TillPlace,
    userId: string,
    staffSessionId: string,
    keySetVersion?: number,
  ): Promise<StaffTokenDto> {
    const subject = {
      kind: 'staff',
      sub: userId,
      sid: staffSessionId,
      till: till.tillId,
      org: till.organizationId,
    } as const;
    const nowMs = this.clock.nowMs();
    const accessToken =
      keySetVersion === undefined
        ? await this.accessTokens.signToken(subject, nowMs)
        : await this.accessTokens.signTokenAt(subject, nowMs, keySetVersion);
    return { accessToken, expiresIn: this.accessTokens.ttlSeconds };
  }
}

/** Rows (one per role) to members with the roles that apply at the till and what they permit. */
function membersOf(rows: TillMemberRow[]): (FoundMember & { hasPin: boolean })[] {
  return groupByUser(
    rows,
    (row): FoundMember & { hasPin: boolean } => ({
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      hasPin: row.has_pin,
      roles: [],
      permissions: new Set(),
    }),
    (member, row) => {
      member.roles.push({ code: row.code, name: row.name });
      for (const permission of row.permissions) member.permissions.add(permission);
    },
  );
}
