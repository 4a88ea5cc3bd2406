import type { HotStatement } from '../database/hot-statements';
import { ACCESS_CALLER, ACCESS_CALLERS, ACCESS_STAFF, ACCESS_TILL } from './caller-statements';

/**
 * The guard's per-request statements, listed for `npm run sql` (src/queries/access.sql):
 * they are written beside the guard in access.repository.ts, which nothing here is imported by.
 */
export const STATEMENTS: readonly HotStatement[] = [ACCESS_CALLER, ACCESS_CALLERS, ACCESS_STAFF, ACCESS_TILL];
