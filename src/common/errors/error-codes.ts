import { HttpStatus } from '@nestjs/common';

/**
 * The specification's error catalogue: every code the service answers, with its HTTP
 * status. The message of a code is the i18n key `errors.<code>` in every language.
 */
export const ERROR_STATUS = {
  validation_failed: HttpStatus.BAD_REQUEST,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  internal_error: HttpStatus.INTERNAL_SERVER_ERROR,
  service_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  invalid_credentials: HttpStatus.UNAUTHORIZED,
  invalid_code: HttpStatus.UNAUTHORIZED,
  code_attempts_exceeded: HttpStatus.TOO_MANY_REQUESTS,
  code_resend_too_soon: HttpStatus.TOO_MANY_REQUESTS,
  session_expired: HttpStatus.UNAUTHORIZED,
  user_blocked: HttpStatus.FORBIDDEN,
  phone_taken: HttpStatus.CONFLICT,
  current_password_invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  password_required: HttpStatus.UNPROCESSABLE_ENTITY,
  sms_delivery_failed: HttpStatus.BAD_GATEWAY,
  user_not_found: HttpStatus.NOT_FOUND,
  role_not_found: HttpStatus.NOT_FOUND,
  role_assignment_not_found: HttpStatus.NOT_FOUND,
  role_already_assigned: HttpStatus.CONFLICT,
  role_scope_mismatch: HttpStatus.UNPROCESSABLE_ENTITY,
  insufficient_rank: HttpStatus.FORBIDDEN,
  permission_not_held: HttpStatus.FORBIDDEN,
  cannot_change_own_status: HttpStatus.UNPROCESSABLE_ENTITY,
  session_not_found: HttpStatus.NOT_FOUND,
  organization_not_found: HttpStatus.NOT_FOUND,
  branch_not_found: HttpStatus.NOT_FOUND,
  tin_taken: HttpStatus.CONFLICT,
  requisites_incomplete: HttpStatus.UNPROCESSABLE_ENTITY,
  verification_state_invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  member_not_found: HttpStatus.NOT_FOUND,
  member_exists: HttpStatus.CONFLICT,
  cannot_manage_self: HttpStatus.UNPROCESSABLE_ENTITY,
  pin_taken: HttpStatus.CONFLICT,
  edoc_not_configured: HttpStatus.SERVICE_UNAVAILABLE,
  edoc_unavailable: HttpStatus.BAD_GATEWAY,
  edoc_rejected: HttpStatus.BAD_GATEWAY,
  company_not_found: HttpStatus.NOT_FOUND,
  contract_not_found: HttpStatus.NOT_FOUND,
  contract_state_invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  contract_in_progress: HttpStatus.CONFLICT,
  till_not_found: HttpStatus.NOT_FOUND,
  till_revoked: HttpStatus.UNPROCESSABLE_ENTITY,
  pairing_code_invalid: HttpStatus.BAD_REQUEST,
  staff_session_not_found: HttpStatus.NOT_FOUND,
  service_client_not_found: HttpStatus.NOT_FOUND,
  signing_key_not_found: HttpStatus.NOT_FOUND,
  webhook_not_found: HttpStatus.NOT_FOUND,
  webhook_delivery_not_found: HttpStatus.NOT_FOUND,
  webhook_url_not_allowed: HttpStatus.UNPROCESSABLE_ENTITY,
  oneid_not_configured: HttpStatus.SERVICE_UNAVAILABLE,
  oneid_unavailable: HttpStatus.BAD_GATEWAY,
  oneid_code_invalid: HttpStatus.UNAUTHORIZED,
  oneid_state_invalid: HttpStatus.BAD_REQUEST,
  oneid_not_linked: HttpStatus.NOT_FOUND,
  oneid_already_linked: HttpStatus.CONFLICT,
  oneid_legal_key_required: HttpStatus.UNPROCESSABLE_ENTITY,
  oneid_tin_mismatch: HttpStatus.UNPROCESSABLE_ENTITY,
  webhook_limit_reached: HttpStatus.UNPROCESSABLE_ENTITY,
} as const satisfies Record<string, HttpStatus>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Why an uploaded offline event is rejected (CONTRACT §12.1): only inside `rejected` items, first that applies. */
export const OFFLINE_REJECTION_CODES = [
  'offline_kit_unknown',
  'offline_event_outside_kit',
  'offline_event_in_future',
  'member_not_in_kit',
  'permission_not_in_kit',
] as const;

export type OfflineRejectionCode = (typeof OFFLINE_REJECTION_CODES)[number];

/**
 * Codes that have a message but are never an answer's code of their own:
 * `password_mismatch` is a validation item, `invalid_phone` is reserved, the offline
 * rejections are items of an upload's answer.
 */
export const MESSAGE_ONLY_CODES = ['password_mismatch', 'invalid_phone', ...OFFLINE_REJECTION_CODES] as const;
