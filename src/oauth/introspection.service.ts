import { Inject, Injectable } from '@nestjs/common';
import { AccessClaims, AccessTokens } from '../access/access-tokens';
import { AccessRepository } from '../access/access.repository';
import type { HeldAssignment } from '../access/caller';
import { Clock } from '../common/clock/clock';
import type { RequestOrigin } from '../common/logging/security-events';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { IntrospectionDto } from './dto/introspection.dto';
import { ServiceClientAuthLimits } from './service-client-auth-limits';
import { BasicCredentials, ServiceClientsService } from './service-clients.service';

const INACTIVE: IntrospectionDto = Object.freeze({ active: false });

/**
 * RFC 7662 introspection (CONTRACT §11.2): the client's HTTP Basic credentials, the token's
 * signature and expiry, then — beside the client's row, in one round trip — the same
 * statement that admits every request — the session live, the user active, the signing key
 * not revoked — so an ended session or a blocked user is `active: false` at once, on every
 * instance. The answer carries the caller's roles, which the asking service needs anyway.
 * Failed client authentications are limited per client id and per address (CONTRACT §12.4):
 * the limit's check runs beside the answer's work, so a client that authenticates waits for
 * no extra round trip.
 */
@Injectable()
export class IntrospectionService {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly clients: ServiceClientsService,
    private readonly access: AccessRepository,
    private readonly clock: Clock,
    private readonly limits: ServiceClientAuthLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The answer for a client's `Authorization` header and a token; null when the client is
   * refused (401); 429 while the client id's or the address's failures are past the limit.
   */
  async introspect(
    authorization: string | undefined,
    token: string,
    origin: RequestOrigin,
  ): Promise<IntrospectionDto | null> {
    const credentials = this.clients.parseBasic(authorization);
    const clientId = credentials?.clientId ?? null;
    const [, answer] = await Promise.all([
      this.limits.assertOpen(clientId, origin),
      credentials ? this.answer(credentials, token) : null,
    ]);
    if (answer === null) await this.limits.failed(clientId, origin, credentials ? 'refused' : 'malformed');
    return answer;
  }

  /** The answer once the client's credentials are read; null when they are refused. */
  private async answer(credentials: BasicCredentials, token: string): Promise<IntrospectionDto | null> {
    const now = this.clock.now();
    const claims = await this.tokens.verifyFresh(token, now.getTime());
    if (typeof claims === 'string') return (await this.clients.authenticate(credentials)) ? INACTIVE : null;
    // Staff and till tokens (CONTRACT §11.1): the client, then the statement the guard runs for them.
    if (claims.kind !== 'user') {
      if (!(await this.clients.authenticate(credentials))) return null;
      return this.introspectTillToken(claims, now);
    }
    // The client and the token's session in one round trip: the client is checked before anything is answered.
    const found = await this.clients.authenticateWithAssignments(credentials, claims, now);
    if (!found) return null;
    const { assignments } = found;
    if (!assignments) return INACTIVE;
    return { ...this.live(claims), roles: rolesOf(assignments) };
  }

  /** A staff or till token: live while the guard would admit it, with its till, org and branchId. */
  private async introspectTillToken(claims: AccessClaims, now: Date): Promise<IntrospectionDto> {
    if (claims.kind === 'till') {
      const till = await this.access.findTill(claims, now);
      if (!till) return INACTIVE;
      return { ...this.live(claims), till: till.tillId, org: till.organizationId, branchId: till.branchId };
    }
    const found = await this.access.findStaffCaller(claims, null, now);
    if (!found) return INACTIVE;
    const { caller, place } = found;
    return {
      ...this.live(claims),
      roles: rolesOf(caller.assignments),
      till: place.tillId,
      org: place.organizationId,
      branchId: place.branchId,
    };
  }

  private live(claims: AccessClaims): IntrospectionDto {
    return {
      active: true,
      token_type: 'access_token',
      kind: claims.kind,
      iss: claims.iss ?? this.config.publicUrl,
      sub: claims.sub,
      sid: claims.sid,
      ...(claims.jti === undefined ? {} : { jti: claims.jti }),
      ...(claims.iat === undefined ? {} : { iat: claims.iat }),
      exp: claims.exp,
    };
  }
}

function rolesOf(assignments: HeldAssignment[]): IntrospectionDto['roles'] {
  return assignments.map((held) => ({
    code: held.role.code,
    scopeType: held.scopeType,
    clientId: held.clientId,
    organizationId: held.organizationId,
    branchId: held.branchId,
  }));
}
