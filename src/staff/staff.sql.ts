import { callerWith, memberByPinSql } from '../access/access.sql';
import type { HotStatement } from '../database/hot-statements';
import { rollingWindowSql, windowedCounterSql } from '../limits/windows';

/**
 * The staff module's SQL (docs/decisions/sql-shapes.md): its statements on till PINs
 * (`member_pins`) and its windows, by name. `npm run sql` writes the final text to
 * src/queries/staff.sql.
 */

/** The wrong PINs of a caller at the organization's lookup. */
export const PIN_LOOKUP_FAILURES = windowedCounterSql({
  table: 'pin_lookup_failures',
  keyColumns: ['organization_id', 'user_id'],
});

/** The PIN settings of a caller at the organization. */
export const PIN_SETTING_WINDOWS = rollingWindowSql({
  table: 'pin_setting_windows',
  keyColumns: ['organization_id', 'user_id'],
});

/** A member's PIN set, with its verifier and a new PIN version. */
export const SET_PIN: HotStatement = {
  name: 'member_pins_set',
  text: `INSERT INTO "member_pins" ("organization_id", "user_id", "pin_hash", "verifier_salt", "verifier")
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("organization_id", "user_id") DO UPDATE SET "pin_hash" = EXCLUDED."pin_hash",
           "pin_version" = EXCLUDED."pin_version", "verifier_salt" = EXCLUDED."verifier_salt",
           "verifier" = EXCLUDED."verifier", "updated_at" = now()`,
};

/** The verifier of PIN version $3 stored while it has none. */
export const FILL_VERIFIER: HotStatement = {
  name: 'member_pins_fill_verifier',
  text: `UPDATE "member_pins" SET "verifier_salt" = $4, "verifier" = $5
       WHERE "organization_id" = $1 AND "user_id" = $2 AND "pin_version" = $3 AND "verifier" IS NULL`,
};

/** The PINs of organization $1 whose current version an offline kit of till $2 carried, cleared. */
export const CLEAR_CARRIED_BY_TILL: HotStatement = {
  name: 'member_pins_clear_carried_by_till',
  text: `DELETE FROM "member_pins" p
       WHERE p."organization_id" = $1 AND EXISTS (
         SELECT 1 FROM "till_offline_kits" k CROSS JOIN LATERAL jsonb_array_elements(k."members") e
         WHERE k."till_id" = $2 AND e->>'userId' = p."user_id"::text AND e->>'pinVersion' = p."pin_version"::text)
       RETURNING p."user_id"`,
};

/** The member's PIN at the organization, taken. */
export const DELETE_PIN: HotStatement = {
  name: 'member_pins_delete',
  text: `DELETE FROM "member_pins" WHERE "organization_id" = $1 AND "user_id" = $2`,
};

/**
 * The PIN lookup's read beside the guard's caller (`@ReadBeside`, its own values: the PIN's
 * keyed hash and the limit of wrong PINs): the member and whether the caller's window is full.
 */
export const PIN_LOOKUP_BESIDE_CALLER = callerWith(
  'access_callers_member_by_pin',
  [
    ['pin_hash', 'varchar'],
    ['max_wrong', 'int'],
  ],
  (item) =>
    memberByPinSql({
      organizationId: item('organization_id'),
      userId: item('user_id'),
      pinHash: item('pin_hash'),
      maxWrong: item('max_wrong'),
    }),
);

export const STATEMENTS: readonly HotStatement[] = [
  PIN_LOOKUP_BESIDE_CALLER,
  ...Object.values(PIN_LOOKUP_FAILURES),
  ...Object.values(PIN_SETTING_WINDOWS),
  SET_PIN,
  FILL_VERIFIER,
  CLEAR_CARRIED_BY_TILL,
  DELETE_PIN,
];
