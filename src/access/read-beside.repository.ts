import { Injectable } from '@nestjs/common';
import type { Caller, HeldAssignment } from './caller';
import { AssignmentRow, CallerReads, UUID } from './caller-reads';
import type {
  AssignmentsBesideStatement,
  BesideColumns,
  CallerWithStatement,
  ValuesOf,
} from './read-beside.statements';

export { assignmentsBeside, callerWith } from './read-beside.statements';
export type {
  AssignmentsBesideStatement,
  BesideColumns,
  CallerWithStatement,
  ValuesOf,
} from './read-beside.statements';

/** A person's token proved and a route's read beside it, in one round trip (gathered as the guard's reads are). */
@Injectable()
export class ReadBesideRepository {
  constructor(private readonly reads: CallerReads) {}

  /**
   * `findCaller` in one round trip with a route's read beside it (a `callerWith` statement,
   * `values` its own columns'): the caller and that read's value (text, null when it found
   * nothing), or null when the session may not act.
   */
  async findCallerWith<C extends BesideColumns>(
    token: { sid: string; sub: string; kid: string },
    organizationId: string | null,
    now: Date,
    statement: CallerWithStatement<C>,
    values: ValuesOf<C>,
  ): Promise<{ caller: Caller; beside: string | null } | null> {
    const { sid: sessionId, sub: userId, kid } = token;
    // Claims come from our own signed tokens, but a malformed uuid must never reach SQL as an error.
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.reads.read(statement, [sessionId, userId, organizationId, now, kid, ...values]);
    if (rows.length === 0) return null;
    return { caller: await this.reads.callerOf(rows, sessionId, organizationId), beside: rows[0].beside ?? null };
  }
  /**
   * An `assignmentsBeside` statement: null when its own row is missing, else that row and the
   * caller's role assignments (null when the session may not act or the token's key was revoked).
   */
  async findAssignmentsBeside<C extends BesideColumns, T extends object>(
    statement: AssignmentsBesideStatement<C, T>,
    token: { sid: string; sub: string; kid: string },
    now: Date,
    values: ValuesOf<C>,
  ): Promise<{ beside: T; assignments: HeldAssignment[] | null } | null> {
    const { sid, sub, kid } = token;
    const uuids = UUID.test(sid) && UUID.test(sub);
    // A malformed id matches no session: the statement still answers the other row.
    const params = uuids ? [sid, sub, null, now, kid] : [null, null, null, now, kid];
    const rows = await this.reads.read<{ id: string | null } & AssignmentRow & T>(statement, [...params, ...values]);
    if (rows.length === 0) return null;
    const assignments = rows[0].id === null ? null : await this.reads.assignmentsOf(rows);
    return { beside: rows[0], assignments };
  }
}
