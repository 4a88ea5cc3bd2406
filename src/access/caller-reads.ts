import { Injectable } from '@nestjs/common';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { itemsParameter, rowsByItem, StatementBatcher } from '../database/statement-batcher';
import type { AuthMethod, UserStatus } from '../users/entities/user.entity';
import type { Caller, HeldAssignment } from './caller';
import type { ScopeType } from './entities/role-assignment.entity';
import { RolesRepository } from './roles.repository';

/** A caller's row, as the callers' statements give it (caller-statements.ts). */
export interface CallerRow {
  id: string;
  phone: string;
  first_name: string;
  last_name: string;
  auth_method: AuthMethod;
  status: UserStatus;
  has_password: boolean;
  /** ISO 8601 in UTC, as the views show it. */
  last_login_at: string | null;
  created_at: string;
  /** ISO 8601 in UTC; absent from ACCESS_STAFF's rows (a till's view shows no OneID). */
  oneid_linked_at?: string | null;
  oneid_pinfl_last4?: string | null;
  organization_client_id: string | null;
  /** The organization's version (CONTRACT §11.5, its polled lists' tags): int8 as text. */
  organization_version: string | null;
  /** The assignment's columns: null on the one row of a user who holds no role. */
  assignment_id: string | null;
  scope_type: ScopeType;
  assignment_client_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  role_id: string;
  /** The role row's version (RolesRepository.held). */
  role_version: string;
}

/** A caller's row with what a route's read beside it found (`callerWith`; absent without one). */
export type BesideCallerRow = CallerRow & { beside?: string | null };

/** A role assignment's columns of CallerRow (ASSIGNMENT_COLUMNS). */
export type AssignmentRow = Pick<
  CallerRow,
  'assignment_id' | 'scope_type' | 'assignment_client_id' | 'organization_id' | 'branch_id' | 'role_id' | 'role_version'
>;

export interface StaffRow {
  till_id: string;
  till_organization_id: string;
  till_branch_id: string;
}

export interface TillRow {
  id: string;
  organization_id: string;
  branch_id: string;
  name: string;
  paired_at: string | null;
  last_seen_at: string | null;
  created_at: string;
  /** int8 as text (CONTRACT §11.5: the tag of the till's staff list). */
  organization_version: string;
  organization_name: string;
  branch_name: string;
}

/**
 * The guard's reads of a person's caller (ACCESS_CALLERS, and each `callerWith`): up to four
 * of a statement in flight, each read alone while there is room, and the calls that arrive
 * meanwhile gathered into the next one. PostgreSQL's cost of a read is mostly per statement,
 * so under load a batch halves it; four a statement leave room in the hot pool's ten
 * connections for the other statements and the batched writes (docs/performance/log/2026-11-26-caller-reads-gathered.md).
 */
export const CALLER_READS = { concurrency: 4, maxBatch: 50 };

/** A token's session and user are ids (claims come from our own signed tokens, but a malformed uuid must never reach SQL as an error). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What the callers' reads share: the gathered reads of each statement (CALLER_READS) and the
 * rows made into a caller, with its roles from RolesRepository.held.
 */
@Injectable()
export class CallerReads {
  /** The gathered reads of each callers' statement (ACCESS_CALLERS, a `callerWith`, an `assignmentsBeside`), by name. */
  private readonly gathered = new Map<string, StatementBatcher<unknown[], object[]>>();

  constructor(
    private readonly statements: HotStatements,
    private readonly roles: RolesRepository,
  ) {}

  /** A callers' statement's rows for one item (CALLER_ITEM_COLUMNS' values, then its own), gathered with the concurrent ones. */
  read<T extends object = BesideCallerRow>(statement: HotStatement, item: unknown[]): Promise<T[]> {
    let reads = this.gathered.get(statement.name);
    if (!reads) {
      reads = new StatementBatcher<unknown[], object[]>(async (items) => {
        const rows = await this.statements.rows<{ n: string }>(statement, itemsParameter(items));
        return rowsByItem(rows, items.length);
      }, CALLER_READS);
      this.gathered.set(statement.name, reads);
    }
    return reads.run(item) as Promise<T[]>;
  }

  /** The caller of a session's rows (one per role assignment). */
  async callerOf(rows: CallerRow[], sessionId: string, organizationId: string | null): Promise<Caller> {
    const row = rows[0];
    return {
      userId: row.id,
      sessionId,
      profile: {
        id: row.id,
        phone: row.phone,
        firstName: row.first_name,
        lastName: row.last_name,
        authMethod: row.auth_method,
        status: row.status,
        hasPassword: row.has_password,
        lastLoginAt: row.last_login_at,
        createdAt: row.created_at,
        oneid:
          row.oneid_linked_at && row.oneid_pinfl_last4
            ? { linkedAt: row.oneid_linked_at, pinflLast4: row.oneid_pinfl_last4 }
            : null,
      },
      assignments: await this.assignmentsOf(rows),
      ...(organizationId
        ? {
            organization: {
              id: organizationId,
              clientId: row.organization_client_id,
              version: row.organization_version,
            },
          }
        : {}),
    };
  }

  /** The rows' role assignments with their roles (a user holding none has one row without). */
  async assignmentsOf(rows: AssignmentRow[]): Promise<HeldAssignment[]> {
    const held = rows.filter((row) => row.assignment_id !== null);
    const roles = await this.roles.held(held.map((row) => ({ id: row.role_id, version: row.role_version })));
    return held.map((row, i) => toAssignment(row, roles[i]));
  }
}

function toAssignment(row: AssignmentRow, role: HeldAssignment['role']): HeldAssignment {
  return {
    id: row.assignment_id!,
    scopeType: row.scope_type,
    clientId: row.assignment_client_id,
    organizationId: row.organization_id,
    branchId: row.branch_id,
    role,
  };
}
