// Generated from openapi.yaml by `npm run openapi` (scripts/generate-client.js). Do not edit.

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that sign tokens now, will sign, or signed a token still unexpired
         * @description **Public:** no access token needed.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RFC 8414 metadata: the issuer, its JWKS and its introspection endpoint
         * @description **Public:** no access token needed.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness (same as /health/ready)
         * @description **Public:** no access token needed.
         */
        get: operations["check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers; checks nothing else
         * @description **Public:** no access token needed.
         */
        get: operations["live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: database, Redis when configured, no pending migrations
         * @description **Public:** no access token needed.
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/code/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new code for the same challenge; the earlier code stops working
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["resendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with phone and password
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the SMS code
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["loginSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which way this phone signs in; an SMS account is sent its code
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["loginStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of the refresh token (also when already ended)
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oneid/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the OneID code: the token pair of the account linked to that person
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["signInWithOneId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oneid/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with OneID: where to send the browser, and the state
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["startOneIdSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password/reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the reset code; every session ends
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["passwordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new token pair for a refresh token (single use)
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `REFRESH_RATE_LIMIT_PER_MINUTE` (default 30) requests a minute per client IP (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register: a pending account and an SMS code
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/verify-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the registration code: the account becomes active and is signed in
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["verifyPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, profile view; with a staff token, the member as the till sees it
         * @description A person’s token: the profile view. A staff token (a member signed in on a till): `{id, firstName, lastName, roles}` with the roles that apply at the till’s branch as `{code, name}`, no phone.
         *
         *     **Signed in:** any active account (Bearer access token).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change names or the sign-in method
         * @description **Signed in:** any active account (Bearer access token).
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v1/me/oneid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Link the OneID person behind the code to your account
         * @description **Signed in:** any active account (Bearer access token).
         */
        put: operations["linkOneId"];
        post?: never;
        /**
         * Unlink OneID from your account
         * @description **Signed in:** any active account (Bearer access token).
         */
        delete: operations["unlinkOneId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/oneid/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start linking OneID: where to send the browser, and the state
         * @description **Signed in:** any active account (Bearer access token).
         */
        post: operations["startOneIdLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password; every other session ends
         * @description A wrong current password counts in the same per-account window as password login: past 10 wrong passwords for the phone in 15 minutes (here or at login) this answers `429` until the window ends (CONTRACT §9).
         *
         *     **Signed in:** any active account (Bearer access token).
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live sessions of the signed-in user, newest first
         * @description **Signed in:** any active account (Bearer access token).
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions
         * @description **Signed in:** any active account (Bearer access token).
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RFC 7662: whether a token is live now, and whose (HTTP Basic with a service client, else 401 with WWW-Authenticate: Basic)
         * @description Past ten failed client authentications in a minute for one client id or from one address, 429 with Retry-After until the minute ends (a right secret too).
         *
         *     **Public:** no access token needed.
         */
        post: operations["introspectToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organizations you belong to
         * @description **Signed in:** any active account (Bearer access token).
         */
        get: operations["listMyOrganizations"];
        put?: never;
        /**
         * Create an organization: in a new client (you become its Owner) or in a client you own
         * @description **Signed in:** any active account (Bearer access token).
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One organization
         * @description **Permission:** `org.read` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`, `cashier`. Without it: `403 forbidden`.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the name and requisites (not while verification is pending)
         * @description **Permission:** `org.update` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/v1/orgs/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s audit trail, newest first; filter by actor, target, action, time
         * @description **Permission:** `org.audit.read` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        get: operations["listOrganizationAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Branches of the organization, open and closed
         * @description **Permission:** `org.branches.read` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`, `cashier`. Without it: `403 forbidden`.
         */
        get: operations["listBranches"];
        put?: never;
        /**
         * Open a branch
         * @description **Permission:** `org.branches.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["createBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/branches/{branchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, move or close (active: false) a branch
         * @description **Permission:** `org.branches.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        patch: operations["updateBranch"];
        trace?: never;
    };
    "/v1/orgs/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff: roles on the whole client, on the organization and on its branches
         * @description **Permission:** `org.members.read` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Add a member by phone with a client role of lower rank than yours
         * @description **Permission:** `org.members.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        post: operations["addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from this organization
         * @description **Permission:** `org.members.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Replace the member’s roles in this organization with one
         * @description **Permission:** `org.members.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        patch: operations["changeMember"];
        trace?: never;
    };
    "/v1/orgs/{id}/members/{userId}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a till PIN: your own, or (org.pins.manage) that of a member of lower rank
         * @description At most 10 settings answered `204` or `409` per caller and organization in any hour (a rolling hour; then `429` with `Retry-After` until a slot frees). A PIN found taken also costs one of the five guesses a minute that lookups use, and is recorded as the audit event `member.pin_conflict` (CONTRACT §9).
         *
         *     **Permission:** `org.read` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`, `cashier`. Without it: `403 forbidden`.
         */
        put: operations["setMemberPin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/members/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The till finds a member by PIN (five wrong PINs a minute per caller)
         * @description A blocked user or a removed member is never found: its PIN answers like a wrong one. Past thirty wrong PINs in a minute across the organization’s tills and lookups together, every lookup there is 429 for the rest of the minute.
         *
         *     **Permission:** `org.read` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`, `cashier`. Without it: `403 forbidden`.
         */
        post: operations["lookupMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client roles you may assign here
         * @description **Permission:** `org.members.read` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        get: operations["listAssignableRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/tills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s tills (a branch manager: its branch’s)
         * @description **Permission:** `org.tills.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        get: operations["listTills"];
        put?: never;
        /**
         * Add a till to a branch; its pairing code is shown once
         * @description At most fifty tills per organization in any day (429 with Retry-After past them).
         *
         *     **Permission:** `org.tills.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        post: operations["createTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/tills/{tillId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a till: its tokens and staff sessions are refused at once
         * @description With `{"lost": true}` (a lost or stolen till) it also clears the PIN of every member whose current PIN was in an offline kit of the till, and answers 200 with the members whose PIN it cleared.
         *
         *     **Permission:** `org.tills.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        delete: operations["revokeTill"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/tills/{tillId}/pairing-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new pairing code: the till’s credential and staff sessions end at once
         * @description **Permission:** `org.tills.manage` on the organization of the path; held by `owner`, `org_admin`, `branch_manager`. Without it: `403 forbidden`.
         */
        post: operations["reissuePairingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/verification/oneid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the organization: OneID saw its legal key, with its TIN
         * @description **Permission:** `org.verify` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["verifyWithOneId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/verification/oneid/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start verifying with the organization's legal key: where to send the browser
         * @description **Permission:** `org.verify` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["startOneIdVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request verification: not_started or needs_action → pending
         * @description **Permission:** `org.verify` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["requestVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s endpoints (no secrets)
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        get: operations["listOrganizationWebhooks"];
        put?: never;
        /**
         * Add an endpoint (at most WEBHOOK_MAX_ENDPOINTS per organization): it receives the organization’s events; the secret is shown this once
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["createOrganizationWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an endpoint and its deliveries
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        delete: operations["deleteOrganizationWebhook"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint: url, events, description, enabled
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        patch: operations["updateOrganizationWebhook"];
        trace?: never;
    };
    "/v1/orgs/{id}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint’s deliveries, newest first; filter by status
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        get: operations["listOrganizationWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now (at most 10 a minute per endpoint, with pings); answers it after the attempt
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["retryOrganizationWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/webhooks/{webhookId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret; deliveries are signed with the old one too for 24 hours
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["rotateOrganizationWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{id}/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a webhook.test event now (at most 10 a minute per endpoint, with retries); answers its delivery
         * @description **Permission:** `org.webhooks.manage` on the organization of the path; held by `owner`, `org_admin`. Without it: `403 forbidden`.
         */
        post: operations["testOrganizationWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/lookup/{tin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company data by tin from the document-exchange service (form autofill)
         * @description **Signed in:** any active account (Bearer access token).
         */
        get: operations["lookupCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first; filter by actor, target, action, time, organization
         * @description **Permission:** `portal.audit.read` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        get: operations["listPortalAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One contract
         * @description **Permission:** `portal.contracts.read` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        get: operations["getContract"];
        put?: never;
        post?: never;
        /**
         * Delete a generated contract, or a draft (in edoc too); a signed one cannot be
         * @description **Permission:** `portal.contracts.manage` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        delete: operations["deleteContract"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/contracts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contract as a PDF: the signed one once edoc has it, else the one generated
         * @description **Permission:** `portal.contracts.read` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        get: operations["getContractPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/contracts/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the status of a contract in draft or signed_by_us from edoc
         * @description **Permission:** `portal.contracts.manage` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        post: operations["refreshContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/contracts/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a generated contract to edoc as a draft, to be signed there
         * @description **Permission:** `portal.contracts.manage` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        post: operations["sendContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations, newest first; search by name or tin, filter by verification status
         * @description **Permission:** `portal.orgs.read` (platform roles); held by `director`, `admin`, `manager`, `support`. Without it: `403 forbidden`.
         */
        get: operations["listPortalOrganizations"];
        put?: never;
        /**
         * Add an organization: a new client (you are its Owner until hand-over) or an existing one
         * @description **Permission:** `portal.orgs.create` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        post: operations["createPortalOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/orgs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One organization
         * @description **Permission:** `portal.orgs.read` (platform roles); held by `director`, `admin`, `manager`, `support`. Without it: `403 forbidden`.
         */
        get: operations["getPortalOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/orgs/{id}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s contracts, newest first
         * @description **Permission:** `portal.contracts.read` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        get: operations["listContracts"];
        put?: never;
        /**
         * Generate a contract from the organization’s requisites; defaults from CONTRACT_* settings
         * @description **Permission:** `portal.contracts.manage` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        post: operations["createContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/orgs/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand the client over: the person with this phone becomes its only Owner
         * @description **Permission:** `portal.orgs.owner` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        post: operations["handOverOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/orgs/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide on a pending organization: verified, needs_action or rejected (with a note)
         * @description **Permission:** `portal.orgs.verify` (platform roles); held by `director`, `admin`, `manager`. Without it: `403 forbidden`.
         */
        post: operations["decideVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The role catalogue, highest rank first
         * @description **Permission:** `portal.roles.read` (platform roles); held by `director`, `admin`, `manager`, `support`. Without it: `403 forbidden`.
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/service-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service clients, oldest first, without secrets
         * @description **Permission:** `portal.service_clients.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        get: operations["listServiceClients"];
        put?: never;
        /**
         * A service that may introspect tokens; its secret is shown this once
         * @description **Permission:** `portal.service_clients.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["createServiceClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/service-clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a service client: refused at once
         * @description **Permission:** `portal.service_clients.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        delete: operations["deleteServiceClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/service-clients/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret, shown this once; the previous one is accepted one more hour
         * @description **Permission:** `portal.service_clients.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["rotateServiceClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/signing-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published signing keys: next, current and retired, oldest first
         * @description **Permission:** `portal.keys.manage` (platform roles); held by `director`. Without it: `403 forbidden`.
         */
        get: operations["listSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/signing-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing key: signing in one hour, or at once with every other key revoked ({immediately: true}, after a leak)
         * @description **Permission:** `portal.keys.manage` (platform roles); held by `director`. Without it: `403 forbidden`.
         */
        post: operations["rotateSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, newest first; search by phone or name, filter by status
         * @description **Permission:** `portal.users.read` (platform roles); held by `director`, `admin`, `manager`, `support`. Without it: `403 forbidden`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user, active at once
         * @description **Permission:** `portal.users.create` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description **Permission:** `portal.users.read` (platform roles); held by `director`, `admin`, `manager`, `support`. Without it: `403 forbidden`.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change names, sign-in method or password (a new password ends every session)
         * @description **Permission:** `portal.users.update` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/portal/users/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a user: every session ends at once
         * @description **Permission:** `portal.users.block` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["blockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/users/{id}/role-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a platform role or User
         * @description **Permission:** `portal.roles.assign` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["assignUserRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/users/{id}/role-assignments/{assignmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a platform role away
         * @description **Permission:** `portal.roles.assign` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        delete: operations["removeUserRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/users/{id}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unblock a user: back to active (ended sessions stay ended)
         * @description **Permission:** `portal.users.block` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["unblockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform endpoints (no secrets)
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        get: operations["listPortalWebhooks"];
        put?: never;
        /**
         * Add a platform endpoint: it receives every event; the secret is shown this once
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["createPortalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a platform endpoint and its deliveries
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        delete: operations["deletePortalWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a platform endpoint: url, events, description, enabled
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        patch: operations["updatePortalWebhook"];
        trace?: never;
    };
    "/v1/portal/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A platform endpoint’s deliveries, newest first; filter by status
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        get: operations["listPortalWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now (at most 10 a minute per endpoint, with pings); answers it after the attempt
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["retryPortalWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/webhooks/{webhookId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret; deliveries are signed with the old one too for 24 hours
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["rotatePortalWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a webhook.test event now (at most 10 a minute per endpoint, with retries); answers its delivery
         * @description **Permission:** `portal.webhooks.manage` (platform roles); held by `director`, `admin`. Without it: `403 forbidden`.
         */
        post: operations["testPortalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The till, its organization and branch
         * @description **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        get: operations["getTill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A manager’s PIN approves one permission: a signed approval for two minutes
         * @description The approval (aud "approval") carries the optional `reference` as `ref`; other services take each approval once, by its `jti`. Wrong PINs count as at sign-in.
         *
         *     **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        post: operations["approveAtTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/offline-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload what the till did offline: sign-ins, sign-outs and approvals (1–500 events)
         * @description Each event is accepted (recorded once, as its audit action with `details.offline: true`), a duplicate (its id was accepted before) or rejected with the first code that applies, in the order sent. A malformed body is 400 and records nothing. Offline work never opens a staff session.
         *
         *     **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        post: operations["uploadOfflineEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/offline-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offline kit: what the till needs to sign staff in and grant approvals while offline
         * @description Each 200 is a new kit (recorded, audit `till.offline_kit_issued`) valid TILL_OFFLINE_HOURS. With the ETag of the kit it holds as If-None-Match the till gets `304` (it keeps that kit and its expiry) while nothing in the kit changed and the kit is younger than half its life; then a new kit. Answered `no-store`: keep it in the platform’s secure storage (docs/tills.md).
         *
         *     **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        get: operations["getOfflineKit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member signs in by PIN: a staff session and a staff token
         * @description Five wrong PINs a minute per till, and thirty across the organization’s tills and lookups together; past either, every PIN is 429 for the rest of the minute.
         *
         *     **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        post: operations["signInStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active members whose role applies at the till’s branch
         * @description **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        get: operations["listTillStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/staff-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open staff sessions of the till
         * @description **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        get: operations["listStaffSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/staff-sessions/{staffSessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign a member out of the till
         * @description **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        delete: operations["signOutStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/till/staff-sessions/{staffSessionId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new staff token while the staff session lives
         * @description **Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.
         */
        post: operations["issueStaffToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tills/pair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pair a till with its code: the till’s own tokens
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["pairTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tills/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new token pair for a till’s refresh token (single use)
         * @description **Public:** no access token needed.
         *
         *     **Rate limit:** Limited to `REFRESH_RATE_LIMIT_PER_MINUTE` (default 30) requests a minute per client IP (`X-RateLimit-*` headers; then `429` with `Retry-After`).
         */
        post: operations["refreshTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddMemberDto: {
            /**
             * Format: uuid
             * @description Limits the role to this branch
             */
            branchId?: string;
            /** @example Sardor */
            firstName: string;
            /** @example Aliyev */
            lastName: string;
            /**
             * @description Uzbek mobile number; an account is created when none exists
             * @example +998 90 123 45 67
             */
            phone: string;
            /**
             * Format: uuid
             * @description A client role of lower rank than yours
             */
            roleId: string;
        };
        ApprovalDto: {
            /** @description A signed token (kind "approval", aud "approval", `ref` = the reference given), verifiable with the JWKS; other services take each approval once, by its `jti` */
            approval: string;
            approver: components["schemas"]["TillPersonDto"];
            /** @example 120 */
            expiresIn: number;
            /** @example pos.void */
            permission: string;
        };
        ApprovalRequestDto: {
            /**
             * @example pos.void
             * @enum {string}
             */
            permission: "org.read" | "org.update" | "org.verify" | "org.create" | "org.branches.read" | "org.branches.manage" | "org.members.read" | "org.members.manage" | "org.pins.manage" | "org.audit.read" | "org.webhooks.manage" | "org.tills.manage" | "pos.void" | "pos.refund" | "pos.discount" | "pos.cash_drawer";
            /**
             * @description The member’s 6-digit PIN
             * @example 480516
             */
            pin: string;
            /**
             * @description What the approval is for (a receipt, an operation): the approval carries it as its `ref` claim
             * @example receipt 000418
             */
            reference?: string;
        };
        AssignRoleDto: {
            /**
             * Format: uuid
             * @description A platform role or the role named User
             */
            roleId: string;
        };
        AuditEventPageDto: {
            items: components["schemas"]["AuditEventViewDto"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            nextCursor: string | null;
        };
        AuditEventViewDto: {
            /**
             * @example member.added
             * @enum {string}
             */
            action: "user.created" | "user.updated" | "user.blocked" | "user.unblocked" | "user.oneid_linked" | "user.oneid_unlinked" | "role.assigned" | "role.removed" | "organization.created" | "organization.updated" | "organization.verification_requested" | "organization.verification_decided" | "organization.verified" | "organization.owner_handed_over" | "branch.created" | "branch.updated" | "member.added" | "member.updated" | "member.removed" | "member.pin_set" | "member.pin_conflict" | "member.pin_cleared" | "contract.created" | "contract.sent" | "contract.deleted" | "contract.status_changed" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated" | "webhook.disabled" | "signing_key.rotated" | "service_client.created" | "service_client.secret_rotated" | "service_client.deleted" | "till.created" | "till.pairing_code_issued" | "till.paired" | "till.revoked" | "till.staff_signed_in" | "till.staff_signed_out" | "till.approval_granted" | "till.offline_kit_issued" | "till.pin_guesses_limited";
            /**
             * Format: uuid
             * @description Who made the change
             */
            actorId: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description What changed: field names and non-secret values (never a password, code, PIN or token)
             * @example {
             *       "changed": [
             *         "address"
             *       ],
             *       "to": {
             *         "address": "Tashkent, Chilanzar 9"
             *       }
             *     }
             */
            details: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Null for events outside any organization
             */
            organizationId: string | null;
            /** @description The request that made the change (X-Request-Id) */
            requestId: string;
            /** Format: uuid */
            targetId: string;
            /** @enum {string} */
            targetType: "user" | "organization" | "branch" | "contract" | "webhook" | "signing_key" | "service_client" | "till";
        };
        AuthorizationServerMetadataDto: {
            /** @example https://id.example.uz/v1/oauth/introspect */
            introspection_endpoint: string;
            /**
             * @example [
             *       "client_secret_basic"
             *     ]
             */
            introspection_endpoint_auth_methods_supported: "client_secret_basic"[];
            /**
             * @description PUBLIC_URL: the `iss` of every token
             * @example https://id.example.uz
             */
            issuer: string;
            /** @example https://id.example.uz/.well-known/jwks.json */
            jwks_uri: string;
        };
        BranchScopeDto: {
            /** Format: uuid */
            branchId: string;
            /** Format: uuid */
            clientId: string;
            /** Format: uuid */
            organizationId: string;
            /**
             * @description One branch of an organization (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "branch";
        };
        BranchViewDto: {
            active: boolean;
            /** @example Chilonzor 9, Tashkent */
            address: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @example Chilonzor */
            name: string;
            /** Format: uuid */
            organizationId: string;
        };
        ChangeMemberDto: {
            /**
             * Format: uuid
             * @description Limits the role to this branch
             */
            branchId?: string;
            /**
             * Format: uuid
             * @description Replaces the member’s roles in this organization
             */
            roleId: string;
        };
        ChangePasswordDto: {
            /** @description Required when the account has a password */
            currentPassword?: string;
            password: string;
            /** @description Must equal password */
            passwordConfirmation: string;
        };
        ClientScopeDto: {
            /** Format: uuid */
            clientId: string;
            /**
             * @description Every organization of a client (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "client";
        };
        CodeChallengeDto: {
            /**
             * Format: uuid
             * @description Identifies the code; sent back with it
             */
            challengeId: string;
            /**
             * @description Seconds until the code expires
             * @example 300
             */
            expiresIn: number;
            /**
             * @description Seconds until a new code may be requested
             * @example 60
             */
            resendIn: number;
        };
        CompanyLookupDto: {
            address: string | null;
            bankAccount: string | null;
            bankMfo: string | null;
            bankName: string | null;
            directorName: string | null;
            name: string | null;
            phone: string | null;
            /** @example 301234567 */
            tin: string;
        };
        ContractPartyDto: {
            /**
             * @description Bank account, 20 digits
             * @example 20208000900123456001
             */
            account: string;
            /**
             * @description Legal address
             * @example Toshkent sh., Yunusobod t., 4-mavze, 12
             */
            address: string;
            /**
             * @description Director who signs
             * @example Karimov Anvar
             */
            director: string;
            /**
             * @description Bank MFO, 5 digits
             * @example 00444
             */
            mfo: string;
            /**
             * @description Legal name
             * @example "ALFA INVEST" MCHJ
             */
            name: string;
            /**
             * @description TIN (9 digits) or PINFL (14 digits)
             * @example 302345678
             */
            tin: string;
        };
        ContractViewDto: {
            /**
             * @description Whether the term renews by itself
             * @example true
             */
            autoRenew: boolean;
            /** @description The client organization */
            buyer: components["schemas"]["ContractPartyDto"];
            /**
             * @description Paid once, UZS, two decimals
             * @example 1500000.00
             */
            connectionPrice: string;
            /**
             * Format: date
             * @description yyyy-MM-dd
             * @example 2026-03-15
             */
            contractDate: string;
            /**
             * Format: date-time
             * @description When it was generated
             * @example 2026-03-15T09:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Id of the document in edoc; null until sent
             * @example 65f1c0a2b3d4e5f6a7b8c9d0
             */
            edocDocumentId: string | null;
            /**
             * @description Numeric status in edoc (draft 0, signed_by_us 1, signed 3, rejected 4, cancelled 5, draft_deleted 55)
             * @example 0
             */
            edocStatus: number | null;
            /**
             * Format: date
             * @description yyyy-MM-dd, the last day of the term
             * @example 2027-03-14
             */
            expireDate: string;
            /**
             * @description Whether the PDF signed by both sides is stored
             * @example false
             */
            hasSignedPdf: boolean;
            /**
             * Format: uuid
             * @description Contract id
             * @example 5b1f8e0c-3a2d-4f6e-9c1b-7d2e4a6f8b90
             */
            id: string;
            /**
             * Format: date-time
             * @description Last call to edoc about it
             * @example 2026-03-16T11:05:00.000Z
             */
            lastSyncedAt: string | null;
            /**
             * @description Paid every month, UZS, two decimals
             * @example 350000.00
             */
            monthlyPrice: string;
            /**
             * @description Unique, sequential within the contract date’s year
             * @example 2026-000042
             */
            number: string;
            /**
             * Format: uuid
             * @description The client organization
             * @example 0c9a7e52-1f3b-4d8a-b6e2-93f1c4d5a7b8
             */
            organizationId: string;
            /** @description Us */
            seller: components["schemas"]["ContractPartyDto"];
            /**
             * Format: date-time
             * @description When the draft was created in edoc
             * @example 2026-03-15T09:30:00.000Z
             */
            sentAt: string | null;
            /**
             * Format: date-time
             * @description When the client’s signature was first seen
             * @example null
             */
            signedAt: string | null;
            /**
             * Format: date-time
             * @description When our signature was first seen
             * @example 2026-03-16T11:00:00.000Z
             */
            signedByUsAt: string | null;
            /**
             * @description Where the contract stands
             * @example generated
             * @enum {string}
             */
            status: "generated" | "draft" | "signed_by_us" | "signed" | "rejected" | "cancelled" | "draft_deleted";
            /**
             * @description Last error from edoc; null after a successful call
             * @example null
             */
            syncError: string | null;
        };
        CreateBranchDto: {
            /**
             * @description Empty when omitted
             * @example Chilonzor 9, Tashkent
             */
            address?: string;
            /**
             * @description Unique within the organization
             * @example Chilonzor
             */
            name: string;
        };
        CreateContractDto: {
            /**
             * @description Whether the term renews by itself; default true
             * @example true
             */
            autoRenew?: boolean;
            /**
             * @description UZS, up to 12 digits and 2 decimals; default CONTRACT_CONNECTION_PRICE
             * @example 1500000.00
             */
            connectionPrice?: string;
            /**
             * Format: date
             * @description yyyy-MM-dd; default today in Tashkent
             * @example 2026-03-15
             */
            contractDate?: string;
            /**
             * Format: date
             * @description yyyy-MM-dd, after contractDate; default contractDate + CONTRACT_TERM_MONTHS months − 1 day
             * @example 2027-03-14
             */
            expireDate?: string;
            /**
             * @description UZS, up to 12 digits and 2 decimals; default CONTRACT_MONTHLY_PRICE
             * @example 350000.00
             */
            monthlyPrice?: string;
        };
        CreateOrganizationDto: {
            /** @example Tashkent, Chilanzar 9 */
            address?: string | null;
            /**
             * @description 20 digits
             * @example 20208000900123456001
             */
            bankAccount?: string | null;
            /**
             * @description 5 digits
             * @example 01018
             */
            bankMfo?: string | null;
            /** @example Kapitalbank */
            bankName?: string | null;
            /**
             * Format: uuid
             * @description Adds to this existing client; omitted: a new client
             */
            clientId?: string;
            /** @example Karimov Jasur */
            directorName?: string | null;
            /** @enum {string} */
            kind: "legal" | "individual";
            /** @example OSHXONA GULLARI MCHJ */
            name: string;
            /**
             * @description Any Uzbek number; stored as E.164
             * @example +998 71 200 00 00
             */
            phone?: string | null;
            /**
             * @description 9 digits (legal) or 9 or 14 digits (individual); never changes
             * @example 301234567
             */
            tin: string;
        };
        CreatePortalUserDto: {
            /**
             * @description Default: password when a password is given, else sms. password needs a password.
             * @enum {string}
             */
            authMethod?: "password" | "sms";
            /** @example Dilnoza */
            firstName: string;
            /** @example Rashidova */
            lastName: string;
            password?: string;
            /**
             * @description Uzbek mobile number in any common form; stored as E.164
             * @example +998 90 123 45 67
             */
            phone: string;
        };
        CreateServiceClientDto: {
            /** @example billing */
            name: string;
        };
        CreateTillDto: {
            /**
             * Format: uuid
             * @description The branch the till works at
             */
            branchId: string;
            /** @example Till 1 */
            name: string;
        };
        CreateWebhookDto: {
            description?: string | null;
            /**
             * @description Audit action names, or ["*"] for every event
             * @example [
             *       "member.removed",
             *       "organization.verification_decided"
             *     ]
             */
            events: string[];
            /** @example https://tills.example.uz/hooks/identity */
            url: string;
        };
        DeliveryViewDto: {
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The event id, sent as webhook-id
             */
            eventId: string;
            /** Format: uuid */
            id: string;
            lastError: string | null;
            lastStatusCode: number | null;
            /**
             * Format: date-time
             * @description Null once succeeded or failed
             */
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @example member.removed */
            type: string;
        };
        /**
         * @description Stable machine-readable code from the catalogue; each operation lists the ones it answers
         * @enum {string}
         */
        ErrorCode: "validation_failed" | "unsupported_media_type" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "too_many_requests" | "internal_error" | "service_unavailable" | "invalid_credentials" | "invalid_code" | "code_attempts_exceeded" | "code_resend_too_soon" | "session_expired" | "user_blocked" | "phone_taken" | "current_password_invalid" | "password_required" | "sms_delivery_failed" | "user_not_found" | "role_not_found" | "role_assignment_not_found" | "role_already_assigned" | "role_scope_mismatch" | "insufficient_rank" | "permission_not_held" | "cannot_change_own_status" | "session_not_found" | "organization_not_found" | "branch_not_found" | "tin_taken" | "requisites_incomplete" | "verification_state_invalid" | "member_not_found" | "member_exists" | "cannot_manage_self" | "pin_taken" | "edoc_not_configured" | "edoc_unavailable" | "edoc_rejected" | "company_not_found" | "contract_not_found" | "contract_state_invalid" | "contract_in_progress" | "till_not_found" | "till_revoked" | "pairing_code_invalid" | "staff_session_not_found" | "service_client_not_found" | "signing_key_not_found" | "webhook_not_found" | "webhook_delivery_not_found" | "webhook_url_not_allowed" | "oneid_not_configured" | "oneid_unavailable" | "oneid_code_invalid" | "oneid_state_invalid" | "oneid_not_linked" | "oneid_already_linked" | "oneid_legal_key_required" | "oneid_tin_mismatch" | "webhook_limit_reached";
        ErrorDto: {
            /**
             * @description Stable machine-readable code from the catalogue; each operation lists the ones it answers
             * @example validation_failed
             */
            code: components["schemas"]["ErrorCode"];
            /** @description Free keys per code: errors (validation), retryAfter, permission, missing, reason, …. On `unauthorized`, `reason` is always there: `missing` (no Authorization header), `malformed` (not `Bearer <token>`, or not a token), `expired` (past `exp`), `revoked` (session ended, user blocked, till or signing key revoked) or `signature` (bad signature, unknown `kid`, another `alg`, `nbf` or `iat` in the future). On `invalid_code`, `reason: expired` says the SMS code is past its lifetime (ask for a new one); a wrong or used code has none */
            details?: {
                errors?: components["schemas"]["FieldErrorDto"][];
            } & {
                [key: string]: unknown;
            };
            /**
             * @description Localized by Accept-Language
             * @example The request is not valid.
             */
            message: string;
            /**
             * @description Also sent as the X-Request-Id header
             * @example 3f1c2a9e-6b7d-4e21-9a55-0c8d7b1e4f60
             */
            requestId: string;
        };
        ErrorEnvelopeDto: {
            error: components["schemas"]["ErrorDto"];
        };
        FieldErrorDto: {
            /**
             * @description Stable rule code (i18n/en/validation.json)
             * @example invalid_phone
             */
            code: string;
            /** @example phone */
            field: string;
            /** @example Must be an Uzbek phone number in the form +998901234567 (+998 and 9 digits). */
            message: string;
        };
        HealthResponseDto: {
            /**
             * @description State of each check: `process` (liveness); `database`, `redis` (only when REDIS_URL is set) and `migrations` (readiness). A 503 answer lists the same checks in `error.details.checks`; while the process drains before it stops, that is `{"process": "stopping"}` alone.
             * @example {
             *       "database": "up",
             *       "migrations": "up",
             *       "redis": "up"
             *     }
             */
            checks: {
                [key: string]: "up" | "down" | "pending" | "stopping";
            };
            /**
             * @description ok when every check passes
             * @example ok
             * @enum {string}
             */
            status: "ok";
        };
        IntrospectDto: {
            /** @description The token to check (form-encoded or JSON) */
            token: string;
            /** @description RFC 7662 hint; every token is looked at the same way whatever it says */
            token_type_hint?: string;
        };
        IntrospectedRoleDto: {
            /** Format: uuid */
            branchId: string | null;
            /** Format: uuid */
            clientId: string | null;
            /**
             * @description Null for a role made by hand
             * @example cashier
             */
            code: string | null;
            /** Format: uuid */
            organizationId: string | null;
            /** @enum {string} */
            scopeType: "platform" | "client" | "organization" | "branch";
        };
        IntrospectionDto: {
            active: boolean;
            /**
             * Format: uuid
             * @description For staff and till tokens: the till’s branch
             */
            branchId?: string;
            /** @description Unix seconds */
            exp?: number;
            /** @description Unix seconds */
            iat?: number;
            iss?: string;
            jti?: string;
            /** @enum {string} */
            kind?: "user" | "staff" | "till" | "approval";
            /**
             * Format: uuid
             * @description For staff and till tokens: the till’s organization
             */
            org?: string;
            /** @description For user and staff tokens */
            roles?: components["schemas"]["IntrospectedRoleDto"][];
            /** Format: uuid */
            sid?: string;
            /** Format: uuid */
            sub?: string;
            /**
             * Format: uuid
             * @description For staff and till tokens: the till
             */
            till?: string;
            /** @enum {string} */
            token_type?: "access_token";
        };
        JwksDto: {
            keys: components["schemas"]["PublicJwkDto"][];
        };
        KdfDto: {
            /**
             * @description Bytes of the verifier
             * @example 32
             */
            length: number;
            /**
             * @description CPU/memory cost (2^15)
             * @example 32768
             */
            N: number;
            /**
             * @example scrypt
             * @enum {string}
             */
            name: "scrypt";
            /**
             * @description Parallelism
             * @example 1
             */
            p: number;
            /**
             * @description Block size
             * @example 8
             */
            r: number;
        };
        LoginDto: {
            /** @example correct horse */
            password: string;
            /** @example +998901234567 */
            phone: string;
        };
        LoginStartPasswordDto: {
            /**
             * @description Sign in with POST /v1/auth/login (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            method: "password";
        };
        LoginStartSmsDto: {
            /**
             * Format: uuid
             * @description Identifies the code; sent back with it
             */
            challengeId: string;
            /**
             * @description Seconds until the code expires
             * @example 300
             */
            expiresIn: number;
            /**
             * @description A code was sent; sign in with POST /v1/auth/login/sms (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            method: "sms";
            /**
             * @description Seconds until a new code may be requested
             * @example 60
             */
            resendIn: number;
        };
        LostTillDto: {
            /** @description Members whose PIN was cleared (hasPin: false now) */
            pinsCleared: string[];
            till: components["schemas"]["TillViewDto"];
        };
        MemberRoleDto: {
            /** Format: uuid */
            assignmentId: string;
            role: components["schemas"]["MemberRoleRefDto"];
            scope: components["schemas"]["ClientScopeDto"] | components["schemas"]["OrganizationScopeDto"] | components["schemas"]["BranchScopeDto"];
        };
        MemberRoleRefDto: {
            /** @example cashier */
            code: string | null;
            /** Format: uuid */
            id: string;
            /** @example Cashier */
            name: string;
            /** @example 100 */
            rank: number;
        };
        MemberViewDto: {
            firstName: string;
            hasPin: boolean;
            lastName: string;
            /** @example +998901234567 */
            phone: string;
            /** @description Roles on the whole client, on the organization and on its branches */
            roles: components["schemas"]["MemberRoleDto"][];
            /** @enum {string} */
            status: "pending" | "active" | "blocked";
            /** Format: uuid */
            userId: string;
        };
        NamedDto: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        OfflineEventDto: {
            /**
             * Format: uuid
             * @description Chosen by the till; an id it uploaded before is a duplicate
             */
            id: string;
            /**
             * Format: uuid
             * @description The kit the till worked with
             */
            kitId: string;
            /**
             * Format: date-time
             * @description When it happened, by the till’s clock
             */
            occurredAt: string;
            /**
             * @description Approvals only (required there): what was approved
             * @enum {string}
             */
            permission?: "org.read" | "org.update" | "org.verify" | "org.create" | "org.branches.read" | "org.branches.manage" | "org.members.read" | "org.members.manage" | "org.pins.manage" | "org.audit.read" | "org.webhooks.manage" | "org.tills.manage" | "pos.void" | "pos.refund" | "pos.discount" | "pos.cash_drawer";
            /** @description The till’s own reference (a receipt number) */
            reference?: string;
            /** @enum {string} */
            type: "staff_signed_in" | "staff_signed_out" | "approval_granted";
            /**
             * Format: uuid
             * @description The member who signed in or out, or approved
             */
            userId: string;
        };
        OfflineEventsDto: {
            events: components["schemas"]["OfflineEventDto"][];
        };
        OfflineKitDto: {
            branch: components["schemas"]["NamedDto"];
            /**
             * Format: date-time
             * @description issuedAt + TILL_OFFLINE_HOURS: never use the kit past it
             */
            expiresAt: string;
            /** Format: date-time */
            issuedAt: string;
            kdf: components["schemas"]["KdfDto"];
            /**
             * Format: uuid
             * @description Names the kit in the events uploaded later
             */
            kitId: string;
            /** @description Active members at the till whose PIN has a verifier */
            members: components["schemas"]["OfflineKitMemberDto"][];
            organization: components["schemas"]["NamedDto"];
        };
        OfflineKitMemberDto: {
            firstName: string;
            lastName: string;
            /**
             * @description Client permissions the member holds at the till’s branch (pos.* included)
             * @example [
             *       "org.read",
             *       "pos.void"
             *     ]
             */
            permissions: string[];
            /** @description Roles that apply at the till’s branch */
            roles: components["schemas"]["TillRoleDto"][];
            /**
             * @description The PIN’s 16-byte salt, base64url
             * @example q1Jx3v9cX0mE2cJd7m1XhA
             */
            salt: string;
            /** Format: uuid */
            userId: string;
            /**
             * @description scrypt(PIN, salt) with the kit’s kdf, base64url: the PIN is right when the till computes the same
             * @example m3d0Jc2v7kq5y0hQ3pWc1l8rT4zXbN6aE9fG2hJkL0o
             */
            verifier: string;
        };
        OfflineRejectionDto: {
            /**
             * @description The first rule the event breaks
             * @enum {string}
             */
            code: "offline_kit_unknown" | "offline_event_outside_kit" | "offline_event_in_future" | "member_not_in_kit" | "permission_not_in_kit";
            /** Format: uuid */
            id: string;
        };
        OfflineUploadDto: {
            /** @description Recorded now, in the order sent */
            accepted: string[];
            /** @description Recorded before (or earlier in this batch): nothing written again */
            duplicates: string[];
            /** @description Not recorded, each with why */
            rejected: components["schemas"]["OfflineRejectionDto"][];
        };
        OneIdCodeDto: {
            /**
             * @description The code OneID gave the browser
             * @example a1b2c3d4e5
             */
            code: string;
            /** @description The state of the flow, as `…/start` answered it */
            state: string;
        };
        OneIdLinkViewDto: {
            /** Format: date-time */
            linkedAt: string;
            /**
             * @description The last four digits of the PINFL
             * @example 4567
             */
            pinflLast4: string;
        };
        OneIdStartDto: {
            /**
             * @description OneID's sign-in page; OneID sends the browser back to ONEID_REDIRECT_URI with `code` and `state`
             * @example https://sso.egov.uz/sso/oauth/Authorization.do?response_type=one_code&client_id=shop&redirect_uri=https%3A%2F%2Fportal.example.uz%2Foneid&scope=shop&state=Qm9vZ2…
             */
            authorizationUrl: string;
            /**
             * @description Seconds the state stays valid
             * @example 600
             */
            expiresIn: number;
            /**
             * @description 32 random bytes, base64url: single use, valid 10 minutes, bound to this flow
             * @example oL5uX2m3n1d8Jq0c7m8fZ0p1y4dR6k2e9w3s5a7b1c0
             */
            state: string;
        };
        OrganizationPageDto: {
            items: components["schemas"]["OrganizationViewDto"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            nextCursor: string | null;
        };
        OrganizationScopeDto: {
            /** Format: uuid */
            clientId: string;
            /** Format: uuid */
            organizationId: string;
            /**
             * @description One organization (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "organization";
        };
        OrganizationViewDto: {
            address: string | null;
            /** @description 20 digits */
            bankAccount: string | null;
            /** @description 5 digits */
            bankMfo: string | null;
            bankName: string | null;
            /** Format: uuid */
            clientId: string;
            /** @enum {string} */
            contractStatus: "contract_required" | "contract_in_progress" | "contract_signed";
            /** Format: date-time */
            createdAt: string;
            directorName: string | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "legal" | "individual";
            /** @example OSHXONA GULLARI MCHJ */
            name: string;
            /** @description E.164 */
            phone: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            /** @example 301234567 */
            tin: string;
            /**
             * @description How the organization was verified: by staff, or by its legal key through OneID; null until verified
             * @enum {string|null}
             */
            verificationMethod: "staff_review" | "oneid_legal_key" | null;
            verificationNote: string | null;
            /** @enum {string} */
            verificationStatus: "not_started" | "pending" | "verified" | "needs_action" | "rejected";
            /** Format: date-time */
            verifiedAt: string | null;
        };
        OwnerHandOverDto: {
            firstName: string;
            lastName: string;
            /** @description Uzbek mobile number; an account is created when none exists (SMS login) */
            phone: string;
        };
        PairedTillDto: {
            /** @description A till token (kind "till"), accepted on /v1/till/* only */
            accessToken: string;
            /** @description Seconds the access token lives */
            expiresIn: number;
            /** @description Single use, rotating */
            refreshToken: string;
            till: components["schemas"]["TillViewDto"];
        };
        PairTillDto: {
            /**
             * @description The pairing code; case, spaces and hyphens do not matter
             * @example K7QM-4XPT
             */
            code: string;
        };
        PasswordResetConfirmDto: {
            /** Format: uuid */
            challengeId: string;
            /**
             * @description The 6-digit code from the SMS
             * @example 123456
             */
            code: string;
            password: string;
            /** @description Must equal password */
            passwordConfirmation: string;
        };
        PhoneDto: {
            /** @example +998901234567 */
            phone: string;
        };
        PinDto: {
            /**
             * @description The member’s 6-digit PIN
             * @example 480516
             */
            pin: string;
        };
        PlatformScopeDto: {
            /**
             * @description The whole platform (portal roles and User) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "platform";
        };
        PublicJwkDto: {
            /** @enum {string} */
            alg: "EdDSA";
            /**
             * @description The curve
             * @enum {string}
             */
            crv: "Ed25519";
            /**
             * @description The key’s JWK thumbprint (RFC 7638): the `kid` of the tokens it signs
             * @example kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k
             */
            kid: string;
            /**
             * @description Key type: an octet key pair
             * @enum {string}
             */
            kty: "OKP";
            /** @enum {string} */
            use: "sig";
            /**
             * @description The public key, base64url
             * @example 11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo
             */
            x: string;
        };
        RefreshDto: {
            /** @description Mobile clients only; web clients send the svc_refresh cookie */
            refreshToken?: string;
        };
        RefreshTillDto: {
            refreshToken: string;
        };
        RegisterDto: {
            /** @example Alisher */
            firstName: string;
            /** @example Karimov */
            lastName: string;
            /** @example correct horse */
            password: string;
            /**
             * @description Must equal password
             * @example correct horse
             */
            passwordConfirmation: string;
            /**
             * @description Uzbek mobile number in any common form; stored as E.164
             * @example +998 90 123 45 67
             */
            phone: string;
        };
        ResendDto: {
            /** Format: uuid */
            challengeId: string;
        };
        RevokeTillDto: {
            /** @description The till was lost or stolen: also clear the PINs its offline kits carried (answer 200) */
            lost?: boolean;
        };
        RoleAssignmentViewDto: {
            /** Format: uuid */
            id: string;
            role: components["schemas"]["RoleViewDto"];
            scope: components["schemas"]["PlatformScopeDto"] | components["schemas"]["ClientScopeDto"] | components["schemas"]["OrganizationScopeDto"] | components["schemas"]["BranchScopeDto"];
        };
        RoleViewDto: {
            /** @enum {string} */
            audience: "platform" | "client" | "account";
            /** @example admin */
            code: string | null;
            /** Format: uuid */
            id: string;
            /** @example Administrator */
            name: string;
            /**
             * @example [
             *       "portal.users.read"
             *     ]
             */
            permissions: string[];
            /**
             * @description Higher rank means more authority
             * @example 800
             */
            rank: number;
        };
        RotateSigningKeyDto: {
            /**
             * @description After a leak: the new key signs at once, every other key leaves the JWKS and its tokens are refused. Otherwise the new key is published now and signs in one hour.
             * @default false
             */
            immediately: boolean;
        };
        ServiceClientViewDto: {
            /**
             * Format: uuid
             * @description The user name of HTTP Basic on introspection
             */
            clientId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @example billing */
            name: string;
        };
        ServiceClientWithSecretDto: {
            /**
             * Format: uuid
             * @description The user name of HTTP Basic on introspection
             */
            clientId: string;
            /** @description The password of HTTP Basic; shown this once, stored hashed */
            clientSecret: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @example billing */
            name: string;
        };
        SessionViewDto: {
            /** Format: date-time */
            createdAt: string;
            /** @description The session of this access token */
            current: boolean;
            /** Format: date-time */
            expiresAt: string;
            /** Format: uuid */
            id: string;
            ip: string | null;
            /** Format: date-time */
            lastUsedAt: string;
            userAgent: string | null;
        };
        SetPinDto: {
            /**
             * @description 6 digits, unique within the organization
             * @example 480516
             */
            pin: string;
        };
        SigningKeyViewDto: {
            /**
             * Format: date-time
             * @description When it starts signing
             */
            activatesAt: string;
            /** Format: date-time */
            createdAt: string;
            /** @description RFC 7638 thumbprint of the public key */
            kid: string;
            /**
             * Format: date-time
             * @description When it stops signing: its successor’s activation, else the scheduled one
             */
            retiresAt: string;
            /** @enum {string} */
            status: "next" | "current" | "retired";
        };
        StaffMeRoleDto: {
            /** @example cashier */
            code: string | null;
            /** @example Cashier */
            name: string;
        };
        StaffMeViewDto: {
            /** @example Dilnoza */
            firstName: string;
            /** Format: uuid */
            id: string;
            /** @example Karimova */
            lastName: string;
            /** @description The roles that apply at the till’s branch */
            roles: components["schemas"]["StaffMeRoleDto"][];
        };
        StaffSessionViewDto: {
            /** Format: date-time */
            expiresAt: string;
            member: components["schemas"]["TillPersonDto"];
            /** Format: uuid */
            staffSessionId: string;
            /** Format: date-time */
            startedAt: string;
        };
        StaffSignInDto: {
            /** @description A staff token (kind "staff"): GET /v1/me and introspection */
            accessToken: string;
            /** @description Seconds the access token lives */
            expiresIn: number;
            member: components["schemas"]["TillMemberDto"];
            /** Format: uuid */
            staffSessionId: string;
        };
        StaffTokenDto: {
            /** @description A staff token (kind "staff"): GET /v1/me and introspection */
            accessToken: string;
            /** @description Seconds the access token lives */
            expiresIn: number;
        };
        TillMemberDto: {
            firstName: string;
            lastName: string;
            /** @description Roles that apply at the till’s branch */
            roles: components["schemas"]["TillRoleDto"][];
            /** Format: uuid */
            userId: string;
        };
        TillPairingDto: {
            /**
             * @description 8 characters, shown once, single use, valid 10 minutes
             * @example K7QM4XPT
             */
            pairingCode: string;
            /** Format: date-time */
            pairingExpiresAt: string;
            till: components["schemas"]["TillViewDto"];
        };
        TillPersonDto: {
            firstName: string;
            lastName: string;
            /** Format: uuid */
            userId: string;
        };
        TillRoleDto: {
            /** @example cashier */
            code: string | null;
            /** @example Cashier */
            name: string;
        };
        TillSelfDto: {
            branch: components["schemas"]["NamedDto"];
            organization: components["schemas"]["NamedDto"];
            till: components["schemas"]["TillViewDto"];
        };
        TillStaffDto: {
            firstName: string;
            hasPin: boolean;
            lastName: string;
            /** @description Roles that apply at the till’s branch */
            roles: components["schemas"]["TillRoleDto"][];
            /** Format: uuid */
            userId: string;
        };
        TillTokensDto: {
            /** @description A till token (kind "till"), accepted on /v1/till/* only */
            accessToken: string;
            /** @description Seconds the access token lives */
            expiresIn: number;
            /** @description Single use, rotating */
            refreshToken: string;
        };
        TillViewDto: {
            /** Format: uuid */
            branchId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastSeenAt: string | null;
            /** @example Till 1 */
            name: string;
            /** Format: uuid */
            organizationId: string;
            /** Format: date-time */
            pairedAt: string | null;
            /**
             * @description pending: waiting for its pairing code to be used
             * @enum {string}
             */
            status: "pending" | "active" | "revoked";
        };
        TokenPairDto: {
            /** @description JWT, sent as Authorization: Bearer */
            accessToken: string;
            /**
             * @description Seconds until the access token expires
             * @example 900
             */
            accessTokenExpiresIn: number;
            /** @description Opaque, single use; absent for X-Client: web (sent as the svc_refresh cookie) */
            refreshToken?: string;
            /**
             * Format: date-time
             * @description When the refresh token and its session expire; absent for X-Client: web
             */
            refreshTokenExpiresAt?: string;
        };
        UpdateBranchDto: {
            /** @description false closes the branch */
            active?: boolean;
            address?: string;
            name?: string;
        };
        UpdateMeDto: {
            /**
             * @description password only when a password is set
             * @enum {string}
             */
            authMethod?: "password" | "sms";
            firstName?: string;
            lastName?: string;
        };
        UpdateOrganizationDto: {
            /** @example Tashkent, Chilanzar 9 */
            address?: string | null;
            /**
             * @description 20 digits
             * @example 20208000900123456001
             */
            bankAccount?: string | null;
            /**
             * @description 5 digits
             * @example 01018
             */
            bankMfo?: string | null;
            /** @example Kapitalbank */
            bankName?: string | null;
            /** @example Karimov Jasur */
            directorName?: string | null;
            name?: string;
            /**
             * @description Any Uzbek number; stored as E.164
             * @example +998 71 200 00 00
             */
            phone?: string | null;
        };
        UpdatePortalUserDto: {
            /**
             * @description password only when a password is set
             * @enum {string}
             */
            authMethod?: "password" | "sms";
            firstName?: string;
            lastName?: string;
            /** @description A new password ends every session of the user */
            password?: string;
        };
        UpdateWebhookDto: {
            description?: string | null;
            enabled?: boolean;
            events?: string[];
            url?: string;
        };
        UserPageDto: {
            items: components["schemas"]["UserViewDto"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            nextCursor: string | null;
        };
        UserViewDto: {
            /** @enum {string} */
            authMethod: "password" | "sms";
            /** Format: date-time */
            createdAt: string;
            /** @example Alisher */
            firstName: string;
            hasPassword: boolean;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @example Karimov */
            lastName: string;
            /** @description The linked OneID person; null when none is linked */
            oneid: components["schemas"]["OneIdLinkViewDto"] | null;
            /**
             * @description E.164
             * @example +998901234567
             */
            phone: string;
            roleAssignments: components["schemas"]["RoleAssignmentViewDto"][];
            /** @enum {string} */
            status: "pending" | "active" | "blocked";
        };
        VerificationDecisionDto: {
            /** @description Required for needs_action and rejected */
            note?: string;
            /** @enum {string} */
            status: "verified" | "needs_action" | "rejected";
        };
        VerifyCodeDto: {
            /** Format: uuid */
            challengeId: string;
            /**
             * @description The 6-digit code from the SMS
             * @example 123456
             */
            code: string;
        };
        WebhookDeliveryPageDto: {
            items: components["schemas"]["DeliveryViewDto"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            nextCursor: string | null;
        };
        /** @description The JSON body of a webhook delivery: `POST` to the endpoint’s URL with the Standard Webhooks headers `webhook-id` (the event id, the same on every attempt), `webhook-timestamp` (Unix seconds of the attempt) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret, space-separated). Answer 2xx within 10 s; see docs/webhooks.md for verifying it. */
        WebhookEvent: {
            /** @description The audit event as the audit lists show it; for `webhook.test`, `{webhookId}` */
            data: components["schemas"]["AuditEventViewDto"] | {
                /** Format: uuid */
                webhookId: string;
            };
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            /**
             * @description The audit action, or `webhook.test` for a ping
             * @enum {string}
             */
            type: "user.created" | "user.updated" | "user.blocked" | "user.unblocked" | "user.oneid_linked" | "user.oneid_unlinked" | "role.assigned" | "role.removed" | "organization.created" | "organization.updated" | "organization.verification_requested" | "organization.verification_decided" | "organization.verified" | "organization.owner_handed_over" | "branch.created" | "branch.updated" | "member.added" | "member.updated" | "member.removed" | "member.pin_set" | "member.pin_conflict" | "member.pin_cleared" | "contract.created" | "contract.sent" | "contract.deleted" | "contract.status_changed" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated" | "webhook.disabled" | "signing_key.rotated" | "service_client.created" | "service_client.secret_rotated" | "service_client.deleted" | "till.created" | "till.pairing_code_issued" | "till.paired" | "till.revoked" | "till.staff_signed_in" | "till.staff_signed_out" | "till.approval_granted" | "till.offline_kit_issued" | "till.pin_guesses_limited" | "webhook.test";
        };
        WebhookViewDto: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The user who made it; null for endpoints made before this was kept
             */
            createdBy: string | null;
            description: string | null;
            /**
             * @description Why the service disabled it: `creator_left` (its creator was removed from the organization or blocked), `failing` (every attempt failed for 5 days); null when enabled or disabled by a person. Enabling clears it.
             * @enum {string|null}
             */
            disabledReason: "creator_left" | "failing" | null;
            enabled: boolean;
            events: string[];
            /** Format: uuid */
            id: string;
            url: string;
        };
        WebhookWithSecretDto: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The user who made it; null for endpoints made before this was kept
             */
            createdBy: string | null;
            description: string | null;
            /**
             * @description Why the service disabled it: `creator_left` (its creator was removed from the organization or blocked), `failing` (every attempt failed for 5 days); null when enabled or disabled by a person. Enabling clears it.
             * @enum {string|null}
             */
            disabledReason: "creator_left" | "failing" | null;
            enabled: boolean;
            events: string[];
            /** Format: uuid */
            id: string;
            /**
             * @description Shown once
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
            url: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
        AcceptLanguage: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds until the request may be tried again. */
        "Retry-After": number;
        /** @description Only with `X-Client: web`: `svc_refresh=<refresh token>; Path=/v1/auth; Expires=…; HttpOnly; Secure; SameSite=Strict` when a token pair is issued; the same cookie expired (cleared) on logout and on `session_expired`. */
        "Set-Cookie": string;
        /** @description RFC 6750 challenge of a 401: `Bearer` when the request brought no token (`details.reason` `missing`), else `Bearer error="invalid_token"`. */
        "WWW-Authenticate": "Bearer" | "Bearer error=\"invalid_token\"";
        /** @description RFC 7617 challenge of a 401 for a service client: HTTP Basic with its id and secret. */
        "WWW-Authenticate-Basic": string;
        /** @description Requests allowed per minute on this route from this client address. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current minute after this one. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window ends. */
        "X-RateLimit-Reset": number;
        /** @description The request id, also `error.requestId` of an error: the caller’s own `X-Request-Id` when it is 1–128 characters of `[A-Za-z0-9._-]`, else a new UUID. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getJwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Web Key Set */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwksDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorization server metadata */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadataDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    check: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a check failed; `details.checks` says which (database or Redis down, migrations pending, or `process: stopping` while the instance drains before it stops) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    live: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a check failed; `details.checks` says which (database or Redis down, migrations pending, or `process: stopping` while the instance drains before it stops) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    resendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallengeDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `invalid_code`: The code is wrong, expired or already used.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "invalid_code";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `code_resend_too_soon`: A new code can be requested in 60 seconds.
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "code_resend_too_soon" | "too_many_requests" | "code_attempts_exceeded";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `sms_delivery_failed`: The SMS could not be sent. Try again shortly.
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "sms_delivery_failed";
                        };
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description `web`: the refresh token travels in the svc_refresh cookie */
                "X-Client"?: "web";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `invalid_credentials`: Wrong phone number or password.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "invalid_credentials";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_blocked`: This account is blocked.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_blocked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    loginSms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description `web`: the refresh token travels in the svc_refresh cookie */
                "X-Client"?: "web";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `invalid_code`: The code is wrong, expired or already used.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "invalid_code";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_blocked`: This account is blocked.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_blocked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "code_attempts_exceeded" | "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    loginStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginStartPasswordDto"] | components["schemas"]["LoginStartSmsDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_blocked`: This account is blocked.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_blocked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             *     - `code_resend_too_soon`: A new code can be requested in 60 seconds.
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests" | "code_resend_too_soon" | "code_attempts_exceeded";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `sms_delivery_failed`: The SMS could not be sent. Try again shortly.
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "sms_delivery_failed";
                        };
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description `web`: the refresh token travels in the svc_refresh cookie */
                "X-Client"?: "web";
            };
            path?: never;
            cookie?: never;
        };
        /** @description Not sent by the web (X-Client: web): its cookie counts */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    signInWithOneId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description `web`: the refresh token travels in the svc_refresh cookie */
                "X-Client"?: "web";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneIdCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             *     - `oneid_state_invalid`: This OneID request is invalid or has expired. Start again.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed" | "oneid_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_code_invalid`: OneID did not accept this code. Start again.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_code_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_blocked`: This account is blocked.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_blocked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_linked`: No account is linked to this OneID.
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_linked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_unavailable`: OneID is not answering. Try again later.
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_unavailable";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    startOneIdSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneIdStartDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    passwordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallengeDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_blocked`: This account is blocked.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_blocked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `code_resend_too_soon`: A new code can be requested in 60 seconds.
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "code_resend_too_soon" | "too_many_requests" | "code_attempts_exceeded";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `sms_delivery_failed`: The SMS could not be sent. Try again shortly.
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "sms_delivery_failed";
                        };
                    };
                };
            };
        };
    };
    passwordResetConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmDto"];
            };
        };
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `invalid_code`: The code is wrong, expired or already used.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "invalid_code";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_blocked`: This account is blocked.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_blocked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "code_attempts_exceeded" | "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description `web`: the refresh token travels in the svc_refresh cookie */
                "X-Client"?: "web";
            };
            path?: never;
            cookie?: never;
        };
        /** @description Not sent by the web (X-Client: web): its cookie counts */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `session_expired`: Your session has ended. Please sign in again.
             */
            401: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "session_expired";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeChallengeDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `phone_taken`: This phone number is already registered.
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "phone_taken";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             *     - `code_resend_too_soon`: A new code can be requested in 60 seconds.
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests" | "code_resend_too_soon" | "code_attempts_exceeded";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `sms_delivery_failed`: The SMS could not be sent. Try again shortly.
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "sms_delivery_failed";
                        };
                    };
                };
            };
        };
    };
    verifyPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description `web`: the refresh token travels in the svc_refresh cookie */
                "X-Client"?: "web";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `invalid_code`: The code is wrong, expired or already used.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "invalid_code";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `code_attempts_exceeded`: Too many wrong codes. Try again in 60 seconds.
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "code_attempts_exceeded" | "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"] | components["schemas"]["StaffMeViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `password_required`: Set a password before choosing password sign-in.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "password_required";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    linkOneId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneIdCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneIdLinkViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             *     - `oneid_state_invalid`: This OneID request is invalid or has expired. Start again.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed" | "oneid_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             *     - `oneid_code_invalid`: OneID did not accept this code. Start again.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized" | "oneid_code_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_already_linked`: This OneID is already linked to another account, or your account is linked to another OneID.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_already_linked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_unavailable`: OneID is not answering. Try again later.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_unavailable";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    unlinkOneId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_linked`: No account is linked to this OneID.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_linked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    startOneIdLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneIdStartDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `current_password_invalid`: The current password is missing or wrong.
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "current_password_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Session id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `session_not_found`: Session not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "session_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    introspectToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntrospectDto"];
                "application/x-www-form-urlencoded": components["schemas"]["IntrospectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntrospectionDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate-Basic"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listMyOrganizations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganizationDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `not_found`: Nothing was found here.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `tin_taken`: An organization with this TIN is already registered.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "tin_taken";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrganizationDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `verification_state_invalid`: This is not possible in the organization's current verification state.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "verification_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listOrganizationAudit: {
        parameters: {
            query?: {
                action?: "user.created" | "user.updated" | "user.blocked" | "user.unblocked" | "user.oneid_linked" | "user.oneid_unlinked" | "role.assigned" | "role.removed" | "organization.created" | "organization.updated" | "organization.verification_requested" | "organization.verification_decided" | "organization.verified" | "organization.owner_handed_over" | "branch.created" | "branch.updated" | "member.added" | "member.updated" | "member.removed" | "member.pin_set" | "member.pin_conflict" | "member.pin_cleared" | "contract.created" | "contract.sent" | "contract.deleted" | "contract.status_changed" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated" | "webhook.disabled" | "signing_key.rotated" | "service_client.created" | "service_client.secret_rotated" | "service_client.deleted" | "till.created" | "till.pairing_code_issued" | "till.paired" | "till.revoked" | "till.staff_signed_in" | "till.staff_signed_out" | "till.approval_granted" | "till.offline_kit_issued" | "till.pin_guesses_limited";
                /** @description Events made by this user */
                actorId?: string;
                /** @description nextCursor of the previous page */
                cursor?: string;
                /** @description Events at or after this instant (ISO 8601; a date alone is midnight UTC) */
                from?: string;
                limit?: number;
                targetId?: string;
                /** @description What targetId names (member events: user) */
                targetType?: "user" | "organization" | "branch" | "contract" | "webhook" | "signing_key" | "service_client" | "till";
                /** @description Events before this instant (exclusive; later than from) */
                to?: string;
            };
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPageDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `service_unavailable`: The service is temporarily unavailable.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The ETag of the list the client holds: `304` with no body while it is current */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `no-cache, private` */
                    "Cache-Control"?: string;
                    /** @description The list’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BranchViewDto"][];
                };
            };
            /** @description Not modified: the list is the one the client holds (no body) */
            304: {
                headers: {
                    /** @description `no-cache, private` */
                    "Cache-Control"?: string;
                    /** @description The list’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createBranch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBranchDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BranchViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `conflict`: This conflicts with the current state: a branch with this name already exists.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "conflict";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    updateBranch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Branch id; one that is not a UUID answers this resource’s 404 code */
                branchId: string;
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBranchDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BranchViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `branch_not_found`: Branch not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "branch_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `conflict`: This conflicts with the current state: a branch with this name already exists.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "conflict";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The ETag of the list the client holds: `304` with no body while it is current */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `no-cache, private` */
                    "Cache-Control"?: string;
                    /** @description The list’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberViewDto"][];
                };
            };
            /** @description Not modified: the list is the one the client holds (no body) */
            304: {
                headers: {
                    /** @description `no-cache, private` */
                    "Cache-Control"?: string;
                    /** @description The list’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    addMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMemberDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             *     - `permission_not_held`: You cannot grant permissions you do not hold.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank" | "permission_not_held";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `role_not_found`: Role not found.
             *     - `branch_not_found`: Branch not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "role_not_found" | "branch_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `member_exists`: This person is already a staff member.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "member_exists";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `role_scope_mismatch`: This role cannot be assigned in this scope.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "role_scope_mismatch";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description The member’s user id; one that is not a UUID answers this resource’s 404 code */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `member_not_found`: Staff member not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "member_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `cannot_manage_self`: You cannot change or remove your own role.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "cannot_manage_self";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    changeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description The member’s user id; one that is not a UUID answers this resource’s 404 code */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeMemberDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             *     - `permission_not_held`: You cannot grant permissions you do not hold.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank" | "permission_not_held";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `member_not_found`: Staff member not found.
             *     - `role_not_found`: Role not found.
             *     - `branch_not_found`: Branch not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "member_not_found" | "role_not_found" | "branch_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `cannot_manage_self`: You cannot change or remove your own role.
             *     - `role_scope_mismatch`: This role cannot be assigned in this scope.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "cannot_manage_self" | "role_scope_mismatch";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    setMemberPin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description The member’s user id; one that is not a UUID answers this resource’s 404 code */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPinDto"];
            };
        };
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `member_not_found`: Staff member not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "member_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `pin_taken`: This PIN is already used by another staff member.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "pin_taken";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    lookupMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPinDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `member_not_found`: Staff member not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "member_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listAssignableRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listTills: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTillDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillPairingDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `branch_not_found`: Branch not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "branch_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    revokeTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Till id; one that is not a UUID answers this resource’s 404 code */
                tillId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RevokeTillDto"];
            };
        };
        responses: {
            /** @description Revoked as lost: the PINs its offline kits carried are cleared */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LostTillDto"];
                };
            };
            /** @description Revoked (no body, or `lost` not true) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `till_not_found`: This till was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "till_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    reissuePairingCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Till id; one that is not a UUID answers this resource’s 404 code */
                tillId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillPairingDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `till_not_found`: This till was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "till_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `till_revoked`: This till has been revoked.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "till_revoked";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    verifyWithOneId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneIdCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             *     - `oneid_state_invalid`: This OneID request is invalid or has expired. Start again.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed" | "oneid_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             *     - `oneid_code_invalid`: OneID did not accept this code. Start again.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized" | "oneid_code_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `requisites_incomplete`: Fill in the missing requisites first.
             *     - `verification_state_invalid`: This is not possible in the organization's current verification state.
             *     - `oneid_legal_key_required`: Sign in to OneID with the electronic key of the legal entity.
             *     - `oneid_tin_mismatch`: The key's TIN does not match the organization's TIN.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "requisites_incomplete" | "verification_state_invalid" | "oneid_legal_key_required" | "oneid_tin_mismatch";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_unavailable`: OneID is not answering. Try again later.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_unavailable";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    startOneIdVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneIdStartDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `requisites_incomplete`: Fill in the missing requisites first.
             *     - `verification_state_invalid`: This is not possible in the organization's current verification state.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "requisites_incomplete" | "verification_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `oneid_not_configured`: Sign-in with OneID is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "oneid_not_configured";
                        };
                    };
                };
            };
        };
    };
    requestVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `requisites_incomplete`: Fill in the missing requisites first.
             *     - `verification_state_invalid`: This is not possible in the organization's current verification state.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "requisites_incomplete" | "verification_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listOrganizationWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createOrganizationWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_url_not_allowed`: This webhook address is not allowed: use a public https address.
             *     - `webhook_limit_reached`: This organization already has as many webhook endpoints as allowed: remove one first.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_url_not_allowed" | "webhook_limit_reached";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    deleteOrganizationWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    updateOrganizationWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_url_not_allowed`: This webhook address is not allowed: use a public https address.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_url_not_allowed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listOrganizationWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    retryOrganizationWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                deliveryId: string;
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `webhook_not_found`: This webhook endpoint was not found.
             *     - `webhook_delivery_not_found`: This webhook delivery was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "webhook_not_found" | "webhook_delivery_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    rotateOrganizationWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    testOrganizationWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found" | "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    lookupCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Taxpayer identification number (TIN): 9 or 14 digits */
                tin: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLookupDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `company_not_found`: No company with this TIN was found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "company_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_unavailable`: The document exchange service is not available right now.
             *     - `edoc_rejected`: The document exchange service rejected the request.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_unavailable" | "edoc_rejected";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_not_configured`: The document exchange service is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_not_configured";
                        };
                    };
                };
            };
        };
    };
    listPortalAudit: {
        parameters: {
            query?: {
                action?: "user.created" | "user.updated" | "user.blocked" | "user.unblocked" | "user.oneid_linked" | "user.oneid_unlinked" | "role.assigned" | "role.removed" | "organization.created" | "organization.updated" | "organization.verification_requested" | "organization.verification_decided" | "organization.verified" | "organization.owner_handed_over" | "branch.created" | "branch.updated" | "member.added" | "member.updated" | "member.removed" | "member.pin_set" | "member.pin_conflict" | "member.pin_cleared" | "contract.created" | "contract.sent" | "contract.deleted" | "contract.status_changed" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated" | "webhook.disabled" | "signing_key.rotated" | "service_client.created" | "service_client.secret_rotated" | "service_client.deleted" | "till.created" | "till.pairing_code_issued" | "till.paired" | "till.revoked" | "till.staff_signed_in" | "till.staff_signed_out" | "till.approval_granted" | "till.offline_kit_issued" | "till.pin_guesses_limited";
                /** @description Events made by this user */
                actorId?: string;
                /** @description nextCursor of the previous page */
                cursor?: string;
                /** @description Events at or after this instant (ISO 8601; a date alone is midnight UTC) */
                from?: string;
                limit?: number;
                /** @description Events inside this organization */
                organizationId?: string;
                targetId?: string;
                /** @description What targetId names (member events: user) */
                targetType?: "user" | "organization" | "branch" | "contract" | "webhook" | "signing_key" | "service_client" | "till";
                /** @description Events before this instant (exclusive; later than from) */
                to?: string;
            };
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPageDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `service_unavailable`: The service is temporarily unavailable.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Contract id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_not_found`: Contract not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    deleteContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Contract id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_not_found`: Contract not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_state_invalid`: This is not possible in the contract's current status.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_unavailable`: The document exchange service is not available right now.
             *     - `edoc_rejected`: The document exchange service rejected the request.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_unavailable" | "edoc_rejected";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_not_configured`: The document exchange service is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_not_configured";
                        };
                    };
                };
            };
        };
    };
    getContractPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Contract id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, with its file name in Content-Disposition */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_not_found`: Contract not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    refreshContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Contract id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_not_found`: Contract not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_state_invalid`: This is not possible in the contract's current status.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_unavailable`: The document exchange service is not available right now.
             *     - `edoc_rejected`: The document exchange service rejected the request.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_unavailable" | "edoc_rejected";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_not_configured`: The document exchange service is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_not_configured";
                        };
                    };
                };
            };
        };
    };
    sendContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Contract id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_not_found`: Contract not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_state_invalid`: This is not possible in the contract's current status.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_unavailable`: The document exchange service is not available right now.
             *     - `edoc_rejected`: The document exchange service rejected the request.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_unavailable" | "edoc_rejected";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `edoc_not_configured`: The document exchange service is not configured.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "edoc_not_configured";
                        };
                    };
                };
            };
        };
    };
    listPortalOrganizations: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
                /** @description Part of the name or of the tin */
                query?: string;
                verificationStatus?: "not_started" | "pending" | "verified" | "needs_action" | "rejected";
            };
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationPageDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `service_unavailable`: The service is temporarily unavailable.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    createPortalOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganizationDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `not_found`: Nothing was found here.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `tin_taken`: An organization with this TIN is already registered.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "tin_taken";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getPortalOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listContracts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContractDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `contract_in_progress`: The organization already has a contract being signed or concluded.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "contract_in_progress";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `requisites_incomplete`: Fill in the missing requisites first.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "requisites_incomplete";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    handOverOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnerHandOverDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    decideVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Organization id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationDecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `organization_not_found`: Organization not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "organization_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `verification_state_invalid`: This is not possible in the organization's current verification state.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "verification_state_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listServiceClients: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceClientViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createServiceClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceClientDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceClientWithSecretDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    deleteServiceClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `service_client_not_found`: This service client was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "service_client_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    rotateServiceClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceClientWithSecretDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `service_client_not_found`: This service client was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "service_client_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listSigningKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKeyViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    rotateSigningKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateSigningKeyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKeyViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
                /** @description Part of the phone number or of the name */
                query?: string;
                status?: "pending" | "active" | "blocked";
            };
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `service_unavailable`: The service is temporarily unavailable.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePortalUserDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `phone_taken`: This phone number is already registered.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "phone_taken";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `password_required`: Set a password before choosing password sign-in.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "password_required";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description User id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_not_found`: User not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description User id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePortalUserDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_not_found`: User not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `cannot_manage_self`: You cannot change or remove your own role.
             *     - `password_required`: Set a password before choosing password sign-in.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "cannot_manage_self" | "password_required";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description User id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_not_found`: User not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `cannot_change_own_status`: You cannot block or unblock yourself.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "cannot_change_own_status";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    assignUserRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description User id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignRoleDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             *     - `permission_not_held`: You cannot grant permissions you do not hold.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank" | "permission_not_held";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_not_found`: User not found.
             *     - `role_not_found`: Role not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_not_found" | "role_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `role_already_assigned`: This role is already assigned to the user.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "role_already_assigned";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `role_scope_mismatch`: This role cannot be assigned in this scope.
             *     - `cannot_manage_self`: You cannot change or remove your own role.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "role_scope_mismatch" | "cannot_manage_self";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    removeUserRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Role assignment id; one that is not a UUID answers this resource’s 404 code */
                assignmentId: string;
                /** @description User id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_not_found`: User not found.
             *     - `role_assignment_not_found`: Role assignment not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_not_found" | "role_assignment_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `cannot_manage_self`: You cannot change or remove your own role.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "cannot_manage_self";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description User id; one that is not a UUID answers this resource’s 404 code */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             *     - `insufficient_rank`: Your rank is not high enough for this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden" | "insufficient_rank";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `user_not_found`: User not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `cannot_change_own_status`: You cannot block or unblock yourself.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "cannot_change_own_status";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listPortalWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    createPortalWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_url_not_allowed`: This webhook address is not allowed: use a public https address.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_url_not_allowed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    deletePortalWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    updatePortalWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_url_not_allowed`: This webhook address is not allowed: use a public https address.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_url_not_allowed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listPortalWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    retryPortalWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                deliveryId: string;
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_not_found`: This webhook endpoint was not found.
             *     - `webhook_delivery_not_found`: This webhook delivery was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_not_found" | "webhook_delivery_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    rotatePortalWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    testPortalWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id; one that is not a UUID answers this resource’s 404 code */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryViewDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `forbidden`: You are not allowed to do this.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `webhook_not_found`: This webhook endpoint was not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "webhook_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSelfDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    approveAtTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `permission_not_held`: You cannot grant permissions you do not hold.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "permission_not_held";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `member_not_found`: Staff member not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "member_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    uploadOfflineEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfflineEventsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfflineUploadDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    getOfflineKit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The ETag of the kit the till holds */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    /** @description The kit’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfflineKitDto"];
                };
            };
            /** @description The kit the till holds still stands (no body) */
            304: {
                headers: {
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    /** @description The kit’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    signInStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSignInDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `member_not_found`: Staff member not found.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "member_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listTillStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The ETag of the list the client holds: `304` with no body while it is current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `no-cache, private` */
                    "Cache-Control"?: string;
                    /** @description The list’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillStaffDto"][];
                };
            };
            /** @description Not modified: the list is the one the client holds (no body) */
            304: {
                headers: {
                    /** @description `no-cache, private` */
                    "Cache-Control"?: string;
                    /** @description The list’s tag: send it back as If-None-Match */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    listStaffSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSessionViewDto"][];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    signOutStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Staff session id; one that is not a UUID answers this resource’s 404 code */
                staffSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `staff_session_not_found`: This staff session was not found or has ended.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "staff_session_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    issueStaffToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Staff session id; one that is not a UUID answers this resource’s 404 code */
                staffSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTokenDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unauthorized`: Sign in to continue. `details.reason` says why, with a message of its own: `missing`, `malformed`, `expired`, `revoked`, `signature` (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the RFC 6750 challenge.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `staff_session_not_found`: This staff session was not found or has ended.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "staff_session_not_found";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    pairTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PairTillDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PairedTillDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             *     - `pairing_code_invalid`: The pairing code is wrong, expired or already used. Ask for a new one.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed" | "pairing_code_invalid";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
    refreshTill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language (`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTillDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillTokensDto"];
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `validation_failed`: The request is not valid.
             */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "validation_failed";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `session_expired`: Your session has ended. Please sign in again.
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "session_expired";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `unsupported_media_type`: The request body must be JSON (Content-Type: application/json).
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `too_many_requests`: Too many requests. Try again in 60 seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "too_many_requests";
                        };
                    };
                };
            };
            /**
             * @description Error envelope; `error.code` is one of:
             *     - `internal_error`: Something went wrong on our side. Please try again later.
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] & {
                        error: components["schemas"]["ErrorDto"] & {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
        };
    };
}
