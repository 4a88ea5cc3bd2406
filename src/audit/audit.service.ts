import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditEvent } from './audit-event.entity';

/** Who made a change, and in which request. */
export interface Auditor {
  userId: string;
  requestId: string;
}

/** What a change was made to. */
export interface AuditTarget {
  type: 'user' | 'organization' | 'contract';
  id: string;
}

/** The audit trail of portal changes, written in the transaction of the change itself. */
@Injectable()
export class AuditService {
  /** `details` says what changed; never a secret (no passwords, codes or PINs). */
  async record(
    manager: EntityManager,
    actor: Auditor,
    action: string,
    target: AuditTarget,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    const repository = manager.getRepository(AuditEvent);
    await repository.save(
      repository.create({
        actorUserId: actor.userId,
        requestId: actor.requestId,
        action,
        targetType: target.type,
        targetId: target.id,
        details,
      }),
    );
  }
}
