import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ActingUser } from '../access/current-caller.decorator';
import { organizationInScope } from '../access/standing';
import { Clock } from '../common/clock/clock';
import { ValidationFailedException } from '../common/errors/domain.exception';
import { pageAskedBy, toPage } from '../common/http/pagination';
import type { AuditAction, AuditTargetType } from './audit-actions';
import type { AuditEvent } from './entities/audit-event.entity';
import { AuditRepository } from './audit.repository';
import { AuditEventViewDto, AuditQueryDto, PortalAuditQueryDto } from './dto/audit.dto';
import { Transaction } from '../database/transaction-runner';

/** Who made a change, and in which request. */
export interface Auditor {
  userId: string;
  requestId: string;
}

/** What a change was made to, and the organization it happened in (none: a platform change). */
export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  organizationId?: string;
}

/** One event of the trail; `details` are left out when there is nothing to say. */
export interface AuditEntry {
  actor: Auditor;
  action: AuditAction;
  target: AuditTarget;
  details?: Record<string, unknown>;
}

/** An audit entry whose actor a statement finds (`auditEventCtesOf` with `from`): `userId` null. */
export type PendingAuditEntry = Omit<AuditEntry, 'actor'> & { actor: { userId: string | null; requestId: string } };

/** The audit trail (CONTRACT §10.1), written in the transaction (or the statement) of the change itself. */
@Injectable()
export class AuditService {
  constructor(
    private readonly events: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `details` says what changed: field names and non-secret values, never a password,
   * code, PIN or token. An organization's own events belong to it without saying so.
   * The event goes to the webhooks' outbox in the same statement: committed together,
   * never one without the other.
   */
  async record(entry: AuditEntry, tx: Transaction): Promise<void> {
    await this.events.insert(this.parameters(entry), tx);
  }

  /**
   * The event's values for a statement with `auditEventCtesOf` (parameters or items), in
   * their order; `details` an object (pg sends it as JSON; `itemsCte` takes it as it is).
   */
  parameters({ actor, action, target, details = {} }: PendingAuditEntry): unknown[] {
    const organizationId = target.organizationId ?? (target.type === 'organization' ? target.id : null);
    return [
      randomUUID(),
      actor.userId,
      actor.requestId,
      action,
      target.type,
      target.id,
      organizationId,
      details,
      this.clock.now(),
    ];
  }

  /** A page of one organization's events, for its own people. */
  listOfOrganization(
    actor: ActingUser,
    organizationId: string,
    query: AuditQueryDto,
  ): Promise<{ items: AuditEventViewDto[]; nextCursor: string | null }> {
    return this.list({ ...query, organizationId: organizationInScope(actor, organizationId).id });
  }

  /** A page of the trail, newest first: the whole of it, or (organizationId) one organization's. */
  async list(query: PortalAuditQueryDto): Promise<{ items: AuditEventViewDto[]; nextCursor: string | null }> {
    const from = query.from === undefined ? undefined : new Date(query.from);
    const to = query.to === undefined ? undefined : new Date(query.to);
    if (from && to && to.getTime() <= from.getTime()) {
      throw new ValidationFailedException([{ field: 'to', code: 'must_be_after', args: { field: 'from' } }]);
    }
    const page = pageAskedBy(query);
    const rows = await this.events.search({
      organizationId: query.organizationId,
      actorId: query.actorId,
      targetType: query.targetType,
      targetId: query.targetId,
      action: query.action,
      from,
      to,
      ...page,
    });
    return toPage(rows, page.limit, (found) => found.map(toAuditEventView));
  }
}

/** The view of an event (a webhook delivery's `data` is the same, made by auditEventCtesOf). */
function toAuditEventView(event: AuditEvent): AuditEventViewDto {
  return {
    id: event.id,
    action: event.action,
    actorId: event.actorUserId,
    targetType: event.targetType,
    targetId: event.targetId,
    organizationId: event.organizationId,
    details: event.details,
    requestId: event.requestId,
    createdAt: event.createdAt.toISOString(),
  };
}
