import { AuditEvent } from '../audit/entities/audit-event.entity';
import { CodeChallenge } from '../auth/entities/code-challenge.entity';
import { PasswordFailure } from '../auth/entities/password-failure.entity';
import { PhoneCodeState } from '../auth/entities/phone-code-state.entity';
import { RefreshToken } from '../auth/entities/refresh-token.entity';
import { Session } from '../auth/entities/session.entity';
import { ContractFile } from '../contracts/entities/contract-file.entity';
import { ContractNumberSequence } from '../contracts/entities/contract-number-sequence.entity';
import { ContractSyncLease } from '../contracts/entities/contract-sync-lease.entity';
import { Contract } from '../contracts/entities/contract.entity';
import { OrganizationPinGuesses } from '../access/entities/organization-pin-guesses.entity';
import { RoleAssignment } from '../access/entities/role-assignment.entity';
import { Role } from '../access/entities/role.entity';
import { SigningKey } from '../access/entities/signing-key.entity';
import { ServiceClient } from '../oauth/entities/service-client.entity';
import { OneIdState } from '../oneid/entities/oneid-state.entity';
import { Branch } from '../organizations/entities/branch.entity';
import { Client } from '../organizations/entities/client.entity';
import { Organization } from '../organizations/entities/organization.entity';
import { OrganizationVersion } from '../organizations/entities/organization-version.entity';
import { MemberPin } from '../staff/entities/member-pin.entity';
import { PinLookupFailure } from '../staff/entities/pin-lookup-failure.entity';
import { PinSettingWindow } from '../staff/entities/pin-setting-window.entity';
import { TillCreationWindow } from '../tills/entities/till-creation-window.entity';
import { TillCredential } from '../tills/entities/till-credential.entity';
import { TillOfflineEvent } from '../tills/entities/till-offline-event.entity';
import { TillOfflineKit } from '../tills/entities/till-offline-kit.entity';
import { TillPinFailure } from '../tills/entities/till-pin-failure.entity';
import { TillRefreshToken } from '../tills/entities/till-refresh-token.entity';
import { TillStaffSession } from '../tills/entities/till-staff-session.entity';
import { Till } from '../tills/entities/till.entity';
import { User } from '../users/entities/user.entity';
import { WebhookDelivery } from '../webhooks/entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/entities/webhook-endpoint.entity';

/**
 * Every TypeORM entity of the service. Each module owns its entities; this list is what
 * the data source, the migration generator and the schema check all read.
 */
export const ENTITIES: Function[] = [
  User,
  Role,
  RoleAssignment,
  CodeChallenge,
  PhoneCodeState,
  PasswordFailure,
  Session,
  RefreshToken,
  AuditEvent,
  Client,
  Organization,
  OrganizationVersion,
  Branch,
  MemberPin,
  PinLookupFailure,
  PinSettingWindow,
  Contract,
  ContractFile,
  ContractNumberSequence,
  ContractSyncLease,
  WebhookEndpoint,
  WebhookDelivery,
  SigningKey,
  ServiceClient,
  Till,
  TillCredential,
  TillRefreshToken,
  TillStaffSession,
  TillPinFailure,
  TillOfflineKit,
  TillOfflineEvent,
  OneIdState,
  OrganizationPinGuesses,
  TillCreationWindow,
];
