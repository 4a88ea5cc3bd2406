/**
 * Request limits high enough never to refuse a test: they have tests of their own, and
 * elsewhere they would only get in the way. Their counters are per route and address in the
 * Redis the suite's files share, so a server of a test on that Redis counts other files'
 * requests from 127.0.0.1 too.
 */
export const NO_REQUEST_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  REFRESH_RATE_LIMIT_PER_MINUTE: '100000',
};
