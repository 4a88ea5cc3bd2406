/** Every action of the audit trail (CONTRACT §10.1), `resource.verb`. */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.blocked',
  'user.unblocked',
  'role.assigned',
  'role.removed',
  'organization.created',
  'organization.updated',
  'organization.verification_requested',
  'organization.verification_decided',
  'organization.owner_handed_over',
  'branch.created',
  'branch.updated',
  'member.added',
  'member.updated',
  'member.removed',
  'member.pin_set',
  'member.pin_conflict',
  'contract.created',
  'contract.sent',
  'contract.deleted',
  'contract.status_changed',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'webhook.disabled',
  'signing_key.rotated',
  'service_client.created',
  'service_client.secret_rotated',
  'service_client.deleted',
  'till.created',
  'till.pairing_code_issued',
  'till.paired',
  'till.revoked',
  'till.staff_signed_in',
  'till.staff_signed_out',
  'till.approval_granted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an event's `targetId` names. Member events name the member's user. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'organization',
  'branch',
  'contract',
  'webhook',
  'signing_key',
  'service_client',
  'till',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
