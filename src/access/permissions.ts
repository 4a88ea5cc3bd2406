/**
 * Every permission of the service (`resource.action`). Platform roles hold `portal.*`,
 * client roles hold `org.*` and `pos.*` (what a manager approves at a till by PIN), `user` holds none (CONTRACT §3). The seeding migration and
 * docs/permissions.md list the same strings; a unit test keeps the three in step.
 */
export const PERMISSIONS = {
  'portal.users.read': 'Read platform users',
  'portal.users.create': 'Create users',
  'portal.users.update': 'Change users (names, password, sign-in method)',
  'portal.users.block': 'Block and unblock users',
  'portal.roles.read': 'Read the role catalogue',
  'portal.roles.assign': 'Assign and remove platform roles',
  'portal.orgs.read': 'Read every organization',
  'portal.orgs.create': 'Add organizations for clients',
  'portal.orgs.owner': 'Hand a client account over to its owner',
  'portal.orgs.verify': 'Decide on organization verification',
  'portal.contracts.read': 'Read contracts and their PDFs',
  'portal.contracts.manage': 'Create, send, refresh and delete contracts',
  'portal.audit.read': 'Read the whole audit trail',
  'portal.webhooks.manage': 'Manage the platform webhook endpoints and their deliveries',
  'portal.keys.manage': 'Read and rotate the token signing keys',
  'portal.service_clients.manage': 'Add, re-key and remove the services that introspect tokens',
  'org.read': 'Read the organization',
  'org.update': 'Edit the requisites',
  'org.verify': 'Request verification',
  'org.create': 'Add organizations to the client',
  'org.branches.read': 'Read branches',
  'org.branches.manage': 'Open, change and close branches',
  'org.members.read': 'Read the staff',
  'org.members.manage': 'Add, change and remove staff below one’s rank',
  'org.pins.manage': 'Set the PINs of staff below one’s rank',
  'org.audit.read': 'Read the organization’s audit trail',
  'org.webhooks.manage': 'Manage the organization’s webhook endpoints and their deliveries',
  'org.tills.manage': 'Add, re-pair and revoke tills (a branch manager: its branch’s)',
  'pos.void': 'Approve voiding a sale at a till',
  'pos.refund': 'Approve a refund at a till',
  'pos.discount': 'Approve a discount at a till',
  'pos.cash_drawer': 'Approve opening the cash drawer at a till',
} as const;

export type Permission = keyof typeof PERMISSIONS;

/** Permissions checked against platform roles; every other one against the organization's roles. */
export function isPortalPermission(permission: Permission): boolean {
  return permission.startsWith('portal.');
}
