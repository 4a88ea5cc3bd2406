/**
 * Which module owns each table (STYLE.md: every table has one owning repository in one module;
 * docs/architecture.md): the folder of src/ whose SQL text may name it. Another module asks
 * the owner, or uses a fragment the owner lends from its `*.sql.ts`.
 * test/unit/table-owners.spec.ts fails when a table's name appears in SQL text (string and
 * template literals under src/) outside its owner's folder and the list below, and when a
 * table of an entity is missing here: a new table gets its line.
 */
export const TABLE_OWNERS = {
  roles: 'access',
  role_assignments: 'access',
  signing_keys: 'access',
  organization_pin_guesses: 'access',
  audit_events: 'audit',
  sessions: 'auth',
  refresh_tokens: 'auth',
  password_failures: 'auth',
  code_challenges: 'auth',
  phone_code_states: 'auth',
  contracts: 'contracts',
  contract_number_sequences: 'contracts',
  contract_files: 'contracts',
  // The entity sits in contracts/entities; its one repository is the generic JobLeasesRepository.
  contract_sync_leases: 'database',
  service_clients: 'oauth',
  organizations: 'organizations',
  clients: 'organizations',
  branches: 'organizations',
  organization_versions: 'organizations',
  member_pins: 'staff',
  pin_lookup_failures: 'staff',
  pin_setting_windows: 'staff',
  tills: 'tills',
  till_credentials: 'tills',
  till_pin_failures: 'tills',
  till_staff_sessions: 'tills',
  till_refresh_tokens: 'tills',
  till_offline_kits: 'tills',
  till_offline_events: 'tills',
  till_creation_windows: 'tills',
  oneid_states: 'oneid',
  users: 'users',
  webhook_endpoints: 'webhooks',
  webhook_deliveries: 'webhooks',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * Today's SQL that names another module's tables, file by file, with the reason: what the
 * next pass must clean (each read moved behind its owner, as a fragment from the owner's
 * `*.sql.ts` or a method of its repository). The test fails on an entry no longer needed.
 */
export const CROSS_MODULE_SQL: { file: string; tables: TableName[]; reason: string }[] = [
  {
    file: 'src/access/access.sql.ts',
    tables: ['users', 'member_pins', 'organizations', 'pin_lookup_failures'],
    reason:
      "the member read models (MEMBERS_OF_ORGANIZATION, the PIN lookup's memberByPinSql) join role_assignments with " +
      'users and PINs in one statement; access may import no domain module, so users and staff cannot lend it theirs',
  },
  {
    file: 'src/tills/tills.sql.ts',
    tables: ['organizations', 'users', 'member_pins', 'branches'],
    reason:
      "the till's staff list, the batched PIN sign-in (TILL_SIGN_IN), the staff sessions' names and the offline kit " +
      "read users, PINs and the organization's client in the same statement (role assignments come from access.sql.ts); " +
      'tills may not import users or organizations, so they cannot lend theirs',
  },
  {
    file: 'src/staff/staff.sql.ts',
    tables: ['till_offline_kits'],
    reason:
      "a lost till clears the PINs its kits carried in one DELETE that reads the till's kits; staff may not import " +
      'tills (tills imports staff), so tills cannot lend the kit fragment',
  },
];
