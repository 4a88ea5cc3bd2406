import type { PairedTill } from '../access/till-access';
import { TillViewDto } from './dto/till.dto';
import type { Till } from './entities/till.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toTillView(till: Till): TillViewDto {
  return {
    id: till.id,
    organizationId: till.organizationId,
    branchId: till.branchId,
    name: till.name,
    status: till.status,
    pairedAt: iso(till.pairedAt),
    lastSeenAt: iso(till.lastSeenAt),
    createdAt: till.createdAt.toISOString(),
  };
}

/** The till view of the till calling, as the guard's statement found it. */
export function callerTillView(till: PairedTill, lastSeenAt: string | null): TillViewDto {
  return {
    id: till.tillId,
    organizationId: till.organizationId,
    branchId: till.branchId,
    name: till.name,
    status: till.status,
    pairedAt: till.pairedAt,
    lastSeenAt,
    createdAt: till.createdAt,
  };
}
