import { groupByUser } from '../common/rows/group-by-user';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PairedTill } from '../access/till-access';
import type { AuditAction } from '../audit/audit-actions';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import type { OfflineRejectionCode } from '../common/errors/error-codes';
import { bearerRefused } from '../common/errors/unauthorized';
import { PIN_KDF } from '../common/tokens/pin-verifier';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';
import { TransactionRunner } from '../database/transaction-runner';
import type {
  OfflineEventDto,
  OfflineEventType,
  OfflineKitDto,
  OfflineKitMemberDto,
  OfflineUploadDto,
} from './dto/offline.dto';
import type { OfflineKitMember } from './entities/till-offline-kit.entity';
import { KitMemberRow, OfflineEventRecord, RecordedKit, TillOfflineRepository } from './till-offline.repository';

const HOUR_MS = 3_600_000;
/** An event more than this ahead of the service's clock is refused (CONTRACT §12.1). */
const FUTURE_SKEW_MS = 5 * 60_000;
/** Raise when the kit's shape changes: an old tag must not stand for a kit of the new code. */
const KIT_REVISION = '1';
/** `"<organization version>.<issued, epoch seconds>.<keyed hash>"`. */
const KIT_TAG = /^"(\d+)\.(\d+)\.([A-Za-z0-9_-]{22})"$/;

const AUDIT_ACTION_OF: Record<OfflineEventType, AuditAction> = {
  staff_signed_in: 'till.staff_signed_in',
  staff_signed_out: 'till.staff_signed_out',
  approval_granted: 'till.approval_granted',
};

/** A kit's answer: its tag, and its body (null: 304, the till keeps the kit it has). */
export interface KitAnswer {
  etag: string;
  kit: OfflineKitDto | null;
}

/**
 * Tills that keep working offline (CONTRACT §12.1): the offline kit a till checks PINs with
 * while the service is out of reach, and the upload of what it did meanwhile.
 */
@Injectable()
export class TillOfflineService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly offline: TillOfflineRepository,
    private readonly audit: AuditService,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The till's offline kit. `304` (no read, no record) while the tag the till sends is one of
   * ours for this till, credential, branch and names at the organization's version the guard
   * just read, and the kit it names is not past half its life; else a new kit, recorded with
   * its audit event, under a new tag. Verifiers are read, never computed, here.
   */
  async kit(till: PairedTill, ifNoneMatch: string | undefined, requestId: string): Promise<KitAnswer> {
    const now = this.clock.now();
    const held = ifNoneMatch === undefined ? undefined : this.heldTag(till, ifNoneMatch, now.getTime());
    if (held) return { etag: held, kit: null };
    const members = kitMembersOf(await this.offline.kitMembers(till.tillId));
    const kitId = randomUUID();
    const expiresAt = new Date(now.getTime() + this.config.tillOfflineHours * HOUR_MS);
    const carried: OfflineKitMember[] = members.map(({ userId, pinVersion, permissions }) => ({
      userId,
      pinVersion,
      permissions,
    }));
    await this.transactions.run(async (tx) => {
      const recorded = await this.offline.recordKit(
        { id: kitId, tillId: till.tillId, issuedAt: now, expiresAt, members: carried },
        tx,
      );
      // Revoked (a lost till) since the guard read it: no kit leaves.
      if (!recorded) throw bearerRefused('revoked');
      await this.audit.record(
        {
          // The device acts for itself, as when it pairs.
          actor: { userId: till.tillId, requestId },
          action: 'till.offline_kit_issued',
          target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
          details: { kitId, memberCount: members.length },
        },
        tx,
      );
    });
    return {
      etag: this.tagOf(till, Math.floor(now.getTime() / 1000)),
      kit: {
        kitId,
        issuedAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        organization: { id: till.organizationId, name: till.organizationName },
        branch: { id: till.branchId, name: till.branchName },
        kdf: { ...PIN_KDF },
        members: members.map(({ pinVersion: _version, ...member }) => member),
      },
    };
  }

  /**
   * What the till did offline: each event judged against the kit it names (kit, its time
   * against the kit, the clock, the member, the permission: the first that fails is its
   * code); the rest recorded once each by the till's event id, with their audit events and
   * webhook deliveries, in one statement. The answer lists every id in the order sent.
   */
  async upload(till: PairedTill, events: OfflineEventDto[], requestId: string): Promise<OfflineUploadDto> {
    const now = this.clock.now();
    const kits = new Map(
      (await this.offline.kitsOf(till.tillId, [...new Set(events.map((e) => e.kitId))])).map((k) => [k.id, k]),
    );
    /** The verdict of each id's first occurrence: a rejection's code, or null (to record). */
    const verdicts = new Map<string, OfflineRejectionCode | null>();
    const candidates: OfflineEventRecord[] = [];
    for (const event of events) {
      if (verdicts.has(event.id)) continue;
      const code = judge(event, kits.get(event.kitId), now.getTime());
      verdicts.set(event.id, code);
      if (code) continue;
      const occurredAt = new Date(event.occurredAt);
      const details: Record<string, unknown> = {
        offline: true,
        occurredAt: occurredAt.toISOString(),
        kitId: event.kitId,
        eventId: event.id,
        reference: event.reference ?? null,
      };
      if (event.type === 'approval_granted') details.permission = event.permission;
      candidates.push({
        tillId: till.tillId,
        eventId: event.id,
        kitId: event.kitId,
        userId: event.userId,
        recordedAt: now,
        event: this.audit.parameters({
          actor: { userId: event.userId, requestId },
          action: AUDIT_ACTION_OF[event.type],
          target: { type: 'till', id: till.tillId, organizationId: till.organizationId },
          details,
        }),
      });
    }
    const recorded = await this.offline.recordEvents(candidates);
    const answer: OfflineUploadDto = { accepted: [], duplicates: [], rejected: [] };
    const answered = new Set<string>();
    for (const { id } of events) {
      const code = verdicts.get(id) ?? null;
      if (code) answer.rejected.push({ id, code });
      else if (recorded.has(id) && !answered.has(id)) answer.accepted.push(id);
      else answer.duplicates.push(id);
      answered.add(id);
    }
    return answer;
  }

  /** The tag the till holds, if `ifNoneMatch` names one that still stands for its kit. */
  private heldTag(till: PairedTill, ifNoneMatch: string, nowMs: number): string | undefined {
    const halfLifeMs = (this.config.tillOfflineHours * HOUR_MS) / 2;
    for (const candidate of ifNoneMatch.split(',')) {
      const trimmed = candidate.trim();
      const tag = trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
      const parsed = KIT_TAG.exec(tag);
      if (!parsed || parsed[1] !== till.organizationVersion) continue;
      const issuedMs = Number(parsed[2]) * 1000;
      // Past half its life the till gets a new kit, so it never works on one near its end.
      if (issuedMs > nowMs + FUTURE_SKEW_MS || nowMs >= issuedMs + halfLifeMs) continue;
      if (this.tagOf(till, Number(parsed[2])) === tag) return tag;
    }
    return undefined;
  }

  /**
   * A kit's tag: the organization's version (every change to members, roles, PINs and
   * branches bumps it, CONTRACT §11.5), when the kit was issued, and a keyed hash of those
   * with the till's own state (till, credential, branch, the names the kit shows, the
   * offline hours): the same on every instance, unforgeable by the till.
   */
  private tagOf(till: PairedTill, issuedSeconds: number): string {
    const state = [
      KIT_REVISION,
      till.tillId,
      till.credentialId,
      till.branchId,
      till.organizationName,
      till.branchName,
      till.organizationVersion,
      issuedSeconds,
      this.config.tillOfflineHours,
    ].join('\u0000');
    const mac = Buffer.from(this.secrets.hashCode('till-offline-kit', state), 'hex').toString('base64url').slice(0, 22);
    return `"${till.organizationVersion}.${issuedSeconds}.${mac}"`;
  }
}

/** The first rule of CONTRACT §12.1 the event breaks (kit, time, clock, member, permission), or null. */
function judge(event: OfflineEventDto, kit: RecordedKit | undefined, nowMs: number): OfflineRejectionCode | null {
  if (!kit) return 'offline_kit_unknown';
  const at = Date.parse(event.occurredAt);
  if (at < new Date(kit.issued_at).getTime() || at > new Date(kit.expires_at).getTime()) {
    return 'offline_event_outside_kit';
  }
  if (at > nowMs + FUTURE_SKEW_MS) return 'offline_event_in_future';
  const member = kit.members.find((m) => m.userId === event.userId);
  if (!member) return 'member_not_in_kit';
  if (event.type === 'approval_granted' && !member.permissions.includes(event.permission!)) {
    return 'permission_not_in_kit';
  }
  return null;
}

/** Rows (one per role) to kit members with the roles that apply at the till and the client permissions they give. */
function kitMembersOf(rows: KitMemberRow[]): (OfflineKitMemberDto & { pinVersion: string })[] {
  const members = groupByUser(
    rows,
    (row): OfflineKitMemberDto & { pinVersion: string } => ({
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      roles: [],
      permissions: [],
      salt: row.verifier_salt,
      verifier: row.verifier,
      pinVersion: row.pin_version,
    }),
    (member, row) => {
      member.roles.push({ code: row.code, name: row.name });
      for (const permission of row.permissions) {
        if (!permission.startsWith('portal.') && !member.permissions.includes(permission)) {
          member.permissions.push(permission);
        }
      }
    },
  );
  for (const member of members) member.permissions.sort();
  return members;
}
