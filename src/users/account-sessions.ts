import type { Transaction } from '../database/transaction-runner';

/**
 * The sessions of an account, as user administration needs them: all ended, in the caller's
 * transaction, when staff block the account or set a new password. Auth owns sessions and
 * imports users, so users names what it needs here and AuthModule provides it
 * (SessionsService) to UserAdministrationModule.withSessions, the way a domain module may
 * not import the one above it.
 */
export abstract class AccountSessions {
  abstract endAllOfUser(userId: string, reason: string, tx?: Transaction): Promise<void>;
}
