import type { RoleAudience } from './entities/role.entity';
import type { Permission } from './permissions';

export interface CatalogueRole {
  code: string;
  name: string;
  audience: RoleAudience;
  rank: number;
  permissions: Permission[];
}

const PORTAL_ALL: Permission[] = [
  'portal.users.read',
  'portal.users.create',
  'portal.users.update',
  'portal.users.block',
  'portal.roles.read',
  'portal.roles.assign',
  'portal.orgs.read',
  'portal.orgs.create',
  'portal.orgs.owner',
  'portal.orgs.verify',
  'portal.contracts.read',
  'portal.contracts.manage',
  'portal.audit.read',
  'portal.webhooks.manage',
  'portal.service_clients.manage',
];

const ORG_ALL: Permission[] = [
  'org.read',
  'org.update',
  'org.verify',
  'org.create',
  'org.branches.read',
  'org.branches.manage',
  'org.members.read',
  'org.members.manage',
  'org.pins.manage',
  'org.audit.read',
  'org.webhooks.manage',
  'org.tills.manage',
];

/** What a manager approves at a till by PIN (CONTRACT §11.1); not a cashier. */
const POS_APPROVALS: Permission[] = ['pos.void', 'pos.refund', 'pos.discount', 'pos.cash_drawer'];

/**
 * The seeded roles of CONTRACT §3 as the code knows them. Migrations seed the database
 * with their own copy (history is not rewritten); a test keeps the two equal.
 */
export const ROLE_CATALOGUE: CatalogueRole[] = [
  {
    code: 'director',
    name: 'Director',
    audience: 'platform',
    rank: 1000,
    permissions: [...PORTAL_ALL, 'portal.keys.manage'],
  },
  { code: 'admin', name: 'Administrator', audience: 'platform', rank: 800, permissions: PORTAL_ALL },
  {
    code: 'manager',
    name: 'Manager',
    audience: 'platform',
    rank: 500,
    permissions: [
      'portal.users.read',
      'portal.roles.read',
      'portal.orgs.read',
      'portal.orgs.create',
      'portal.orgs.owner',
      'portal.orgs.verify',
      'portal.contracts.read',
      'portal.contracts.manage',
    ],
  },
  {
    code: 'support',
    name: 'Support',
    audience: 'platform',
    rank: 100,
    permissions: ['portal.users.read', 'portal.roles.read', 'portal.orgs.read'],
  },
  { code: 'user', name: 'User', audience: 'account', rank: 0, permissions: [] },
  { code: 'owner', name: 'Owner', audience: 'client', rank: 300, permissions: [...ORG_ALL, ...POS_APPROVALS] },
  {
    code: 'org_admin',
    name: 'Organization administrator',
    audience: 'client',
    rank: 200,
    permissions: [...ORG_ALL.filter((p) => p !== 'org.create'), ...POS_APPROVALS],
  },
  {
    code: 'branch_manager',
    name: 'Branch manager',
    audience: 'client',
    rank: 150,
    permissions: [
      'org.read',
      'org.branches.read',
      'org.members.read',
      'org.members.manage',
      'org.pins.manage',
      'org.tills.manage',
      ...POS_APPROVALS,
    ],
  },
  { code: 'cashier', name: 'Cashier', audience: 'client', rank: 100, permissions: ['org.read', 'org.branches.read'] },
];
