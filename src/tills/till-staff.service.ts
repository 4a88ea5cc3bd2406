import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens, APPROVAL_TTL_SECONDS } from '../access/access-tokens';
import { AssignmentsRepository, TillMemberRow } from '../access/assignments.repository';
import type { Permission } from '../access/permissions';
import type { TillCaller, TillToken } from '../access/till-access';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { PolledAnswer, PolledLists } from '../common/http/polled-lists';
import { DomainException } from '../common/errors/domain.exception';
import { bearerRefused } from '../common/errors/unauthorized';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';
import { TransactionRunner } from '../database/transaction-runner';
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
import { TillPinRow, TillsRepository } from './tills.repository';

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
    private readonly assignments: AssignmentsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly secrets: SecretsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly polled: PolledLists,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The till with its organization and branch, as the guard's statement read them; it sets
   * `lastSeenAt`, at most once a minute: no write when the statement saw a later one.
   */
  async self(till: TillCaller): Promise<TillSelfDto> {
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
  staff(till: TillCaller, ifNoneMatch?: string): Promise<PolledAnswer> {
    const key = { list: 'till-staff', organizationId: till.organizationId, variant: till.branchId };
    return this.polled.answer(key, till.organizationVersion, ifNoneMatch, async () => {
      const rows = await this.assignments.findMembersAtTill(till.tillId);
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
   * trip, the guard's too (ProvesTill): the till token live, the member by PIN with the
   * till's window, and (right PIN, room in the window) the session and its audit event, in
   * one statement, which also reads the key set's version the token's signer needs.
   */
  async signIn(till: TillToken, pin: string, requestId: string): Promise<StaffSignInDto> {
    const now = this.clock.now();
    const staffSessionId = randomUUID();
    const found = await this.tills.signIn(
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
        actor: { userId: null, requestId },
        action: 'till.staff_signed_in',
        target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
        details: { staffSessionId },
      }),
    );
    // The till token's credential ended, its till is not active or its key was revoked.
    if (!found) throw bearerRefused('revoked');
    const member = await this.holder(till, found.rows, now);
    const { userId, firstName, lastName, roles } = member;
    return {
      staffSessionId,
      member: { userId, firstName, lastName, roles },
      ...(await this.staffToken(till, userId, staffSessionId, found.keySetVersion)),
    };
  }

  /** A new staff token for a live staff session of this till. */
  async token(till: TillCaller, staffSessionId: string): Promise<StaffTokenDto> {
    const [session] = await this.tills.liveStaffSessions(till.credentialId, this.clock.now(), staffSessionId);
    if (!session) throw new DomainException('staff_session_not_found');
    return this.staffToken(till, session.user_id, session.id);
  }

  async signOut(till: TillCaller, staffSessionId: string, requestId: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const userId = await this.tills.endStaffSession(till.credentialId, staffSessionId, this.clock.now(), tx);
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

  async sessions(till: TillCaller): Promise<StaffSessionViewDto[]> {
    return (await this.tills.liveStaffSessions(till.credentialId, this.clock.now())).map((s) => ({
      staffSessionId: s.id,
      member: { userId: s.user_id, firstName: s.first_name, lastName: s.last_name },
      startedAt: new Date(s.started_at).toISOString(),
      expiresAt: new Date(s.expires_at).toISOString(),
    }));
  }

  /** A manager's PIN approves one permission: a signed approval that lives two minutes. */
  async approve(till: TillCaller, pin: string, permission: Permission, requestId: string): Promise<ApprovalDto> {
    const member = await this.memberByPin(till, pin);
    if (!member.permissions.has(permission)) throw new DomainException('permission_not_held', { permission });
    const now = this.clock.now();
    await this.transactions.run((tx) =>
      this.audit.record(
        {
          actor: { userId: member.userId, requestId },
          action: 'till.approval_granted',
          target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
          details: { permission },
        },
        tx,
      ),
    );
    const approval = await this.accessTokens.signToken(
      { kind: 'approval', sub: member.userId, perm: permission, till: till.tillId, org: till.organizationId },
      now.getTime(),
    );
    const { userId, firstName, lastName } = member;
    return { approver: { userId, firstName, lastName }, permission, approval, expiresIn: APPROVAL_TTL_SECONDS };
  }

  /**
   * The member holding the PIN at the till's branch (never a blocked user or a removed
   * member). Once five wrong PINs in a minute are counted at the till every PIN is 429, right
   * ones too; a wrong PIN is counted atomically, so parallel guesses cannot pass five.
   */
  private async memberByPin(till: TillCaller, pin: string): Promise<FoundMember> {
    const now = this.clock.now();
    const rows = await this.tills.memberByPin(till.tillId, this.secrets.hashPin(till.organizationId, pin), WRONG_PINS);
    return this.holder(till, rows, now);
  }

  /** The member the PIN's rows name, unless the till's window is full; else counts a wrong PIN. */
  private async holder(till: TillPlace, rows: TillPinRow[], now: Date): Promise<FoundMember> {
    const [member] = membersOf(rows);
    if (member) {
      const started = rows[0].full_window_started_at;
      const ends = started ? started.getTime() + WRONG_PINS.windowMs : 0;
      if (ends > now.getTime()) throw DomainException.retryAfter('too_many_requests', (ends - now.getTime()) / 1000);
      return member;
    }
    // A wrong PIN: counted only while the window has room (so a full one is 429 here too).
    const counted = await this.tills.countWrongPin(till.tillId, now, WRONG_PINS);
    if (!counted.counted) {
      const ends = counted.windowStartedAt.getTime() + WRONG_PINS.windowMs;
      throw DomainException.retryAfter('too_many_requests', (ends - now.getTime()) / 1000);
    }
    throw new DomainException('member_not_found');
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
  const members = new Map<string, FoundMember & { hasPin: boolean }>();
  for (const row of rows) {
    let member = members.get(row.user_id);
    if (!member) {
      member = {
        userId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        hasPin: row.has_pin,
        roles: [],
        permissions: new Set(),
      };
      members.set(row.user_id, member);
    }
    member.roles.push({ code: row.code, name: row.name });
    for (const permission of row.permissions) member.permissions.add(permission);
  }
  return [...members.values()];
}
