import { Injectable } from '@nestjs/common';
import { HotStatement, HotStatements } from '../database/hot-statements';
import type { AuthMethod, UserStatus } from '../users/entities/user.entity';
import type { Caller, HeldAssignment } from './caller';
import type { RoleAudience } from './entities/role.entity';
import type { ScopeType } from './entities/role-assignment.entity';

interface CallerRow {
  id: string;
  phone: string;
  first_name: string;
  last_name: string;
  auth_method: AuthMethod;
  status: UserStatus;
  has_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  organization_client_id: string | null;
  /** The assignment's columns: null on the one row of a user who holds no role. */
  assignment_id: string | null;
  scope_type: ScopeType;
  assignment_client_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  role_id: string;
  code: string | null;
  name: string;
  audience: RoleAudience;
  rank: string;
  permissions: string[];
}

/**
 * Who is calling, in one round trip: the session is live (not ended, not expired, its user
 * active), the user's profile, every role assignment it holds with its role (one row each;
 * plain rows cost PostgreSQL far less than aggregating them into JSON), and the client of the
 * route's organization when the route names one. Nothing is cached in the process, so an
 * ended session or a blocked user is refused on the next request by every instance.
 */
const CALLER: HotStatement = {
  name: 'access_caller',
  text: `SELECT u."id", u."phone", u."first_name", u."last_name", u."auth_method", u."status",
         u."password_hash" IS NOT NULL AS "has_password", u."last_login_at", u."created_at",
         o."client_id" AS "organization_client_id",
         a."id" AS "assignment_id", a."scope_type", a."client_id" AS "assignment_client_id", a."organization_id",
         a."branch_id", r."id" AS "role_id", r."code", r."name", r."audience", r."rank", r."permissions"
  FROM "sessions" s
  JOIN "users" u ON u."id" = s."user_id"
  LEFT JOIN "organizations" o ON o."id" = $3::uuid
  LEFT JOIN "role_assignments" a ON a."user_id" = u."id"
  LEFT JOIN "roles" r ON r."id" = a."role_id"
  WHERE s."id" = $1::uuid AND s."user_id" = $2::uuid AND s."ended_at" IS NULL AND s."expires_at" > $4
    AND u."status" = 'active'
  ORDER BY a."created_at", a."id"`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@Injectable()
export class AccessRepository {
  constructor(private readonly statements: HotStatements) {}

  /** The caller of a live session; null when the session or its user may not act. */
  async findCaller(
    sessionId: string,
    userId: string,
    organizationId: string | null,
    now: Date,
  ): Promise<Caller | null> {
    // Claims come from our own signed tokens, but a malformed uuid must never reach SQL as an error.
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.statements.rows<CallerRow>(CALLER, [sessionId, userId, organizationId, now]);
    const row = rows[0];
    if (!row) return null;
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
      },
      assignments: rows.filter((r) => r.assignment_id !== null).map(toAssignment),
      ...(organizationId ? { organization: { id: organizationId, clientId: row.organization_client_id } } : {}),
    };
  }
}

function toAssignment(row: CallerRow): HeldAssignment {
  return {
    id: row.assignment_id!,
    scopeType: row.scope_type,
    clientId: row.assignment_client_id,
    organizationId: row.organization_id,
    branchId: row.branch_id,
    role: {
      id: row.role_id,
      code: row.code,
      name: row.name,
      audience: row.audience,
      rank: Number(row.rank),
      permissions: row.permissions,
    },
  };
}
