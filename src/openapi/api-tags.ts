import type { TagObject } from '@nestjs/swagger';

/**
 * Every tag an operation may carry, in the order the documentation shows them. A unit test
 * fails when a controller uses a tag that is not described here.
 */
export const API_TAGS: TagObject[] = [
  {
    name: 'auth',
    description:
      'Registration, sign-in (password or SMS code), token refresh and logout, password reset. ' +
      'Public and rate limited per IP (`X-RateLimit-*`). Browsers send `X-Client: web`: the ' +
      'refresh token then travels only in the HttpOnly `svc_refresh` cookie.',
  },
  { name: 'me', description: 'The signed-in account: profile, sign-in method, password and sessions.' },
  {
    name: 'organizations',
    description:
      'Self-service organizations: create one, the ones you belong to, requisites, verification ' +
      'request and branches. `org.*` permissions are held through roles on the organization of the path.',
  },
  {
    name: 'organization staff',
    description: 'Staff of an organization: members and their client roles, till PINs and the PIN lookup.',
  },
  {
    name: 'tills',
    description:
      'An organization’s tills (`org.tills.manage`; a branch manager: its branch’s): add one to a branch, ' +
      'issue a pairing code (8 characters, shown once, 10 minutes), revoke.',
  },
  {
    name: 'till',
    description:
      'A till as a device: it pairs with its code and keeps its own rotating credential; on it staff sign in by PIN ' +
      'and managers approve by PIN. `/v1/till/*` takes a till token only (the `till` scheme).',
  },
  {
    name: 'portal: users',
    description: 'Platform staff manage accounts and platform roles (`portal.*` permissions, platform roles).',
  },
  {
    name: 'portal: organizations',
    description: 'Platform staff see every organization, add them, decide verification, hand a client over.',
  },
  {
    name: 'portal: contracts',
    description:
      'Service contracts: generated from the requisites, sent to the document exchange (Didox), followed to signature.',
  },
  {
    name: 'portal: audit',
    description:
      'Who did what: every change made through the portal or inside an organization, newest first, filtered and paginated.',
  },
  {
    name: 'webhooks',
    description:
      'Endpoints that receive every audit event as it happens, signed the Standard Webhooks way (docs/webhooks.md): ' +
      'an organization’s receive its events, the platform’s receive all.',
  },
  {
    name: 'portal: tokens',
    description:
      'The signing keys of tokens (`portal.keys.manage`) and the service clients that introspect them (`portal.service_clients.manage`).',
  },
  {
    name: 'oauth',
    description:
      'For other services: the public keys (JWKS) and RFC 8414 metadata under `/.well-known`, and RFC 7662 introspection ' +
      'with a service client’s HTTP Basic credentials. See docs/tokens.md.',
  },
  { name: 'health', description: 'Whether the service and its database answer; for probes and load balancers.' },
];
