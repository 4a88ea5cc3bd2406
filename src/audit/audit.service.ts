import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditEvent } from './audit-event.entity';

export interface AuditEntry {
  actorUserId: string;
  requestId: string;
  action: string;
  targetType: 'user' | 'organization' | 'contract';
  targetId: string;
  details?: Record<string, unknown>;
}

/** The audit trail of portal changes, written in the transaction of the change itself. */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    const repository = manager.getRepository(AuditEvent);
    await repository.save(repository.create({ ...entry, details: entry.details ?? {} }));
  }
}
