import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens } from '../access/access-tokens';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { IntrospectionDto } from './dto/introspection.dto';
import { ServiceClientsService } from './service-clients.service';

const INACTIVE: IntrospectionDto = Object.freeze({ active: false });

/**
 * RFC 7662 introspection (CONTRACT §11.2): the client's HTTP Basic credentials, the token's
 * signature and expiry, then — beside the client's row, in one round trip — the same
 * statement that admits every request — the session live, the user active, the signing key
 * not revoked — so an ended session or a blocked user is `active: false` at once, on every
 * instance. The answer carries the caller's roles, which the asking service needs anyway.
 */
@Injectable()
export class IntrospectionService {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly clients: ServiceClientsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer for a client's `Authorization` header and a token; null when the client is refused (401). */
  async introspect(authorization: string | undefined, token: string): Promise<IntrospectionDto | null> {
    const credentials = this.clients.parseBasic(authorization);
    if (!credentials) return null;
    const now = this.clock.now();
    const claims = await this.tokens.verifyFresh(token, now.getTime());
    // Staff and till tokens come with tills (CONTRACT §11.1), with their till, org and branchId.
    if (typeof claims === 'string' || claims.kind !== 'user') {
      return (await this.clients.authenticate(credentials)) ? INACTIVE : null;
    }
    // The client and the token's session in one round trip: the client is checked before anything is answered.
    const found = await this.clients.authenticateWithCaller(credentials, claims, now);
    if (!found) return null;
    const { caller } = found;
    if (!caller) return INACTIVE;
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
      roles: caller.assignments.map((held) => ({
        code: held.role.code,
        scopeType: held.scopeType,
        clientId: held.clientId,
        organizationId: held.organizationId,
        branchId: held.branchId,
      })),
    };
  }
}
