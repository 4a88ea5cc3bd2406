import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { SecurityEvents } from '../common/logging/security-events';
import { SecretsService } from '../config/secrets.service';
import { TransactionRunner } from '../database/transaction-runner';
import { MetricsService } from '../metrics/metrics.service';
import { OneIdCodeDto, OneIdStartDto } from '../oneid/dto/oneid.dto';
import { OneIdFlows } from '../oneid/oneid-flows.service';
import { UsersRepository } from '../users/users.repository';
import { IssuedTokens } from './dto/token-pair.dto';
import { ClientInfo, SessionsService } from './sessions.service';

const NO_BINDING = { callerId: null, organizationId: null };

/** Sign-in with OneID (CONTRACT §12.2): the account linked to the PINFL OneID names. */
@Injectable()
export class OneIdSignInService {
  constructor(
    private readonly flows: OneIdFlows,
    private readonly users: UsersRepository,
    private readonly secrets: SecretsService,
    private readonly sessions: SessionsService,
    private readonly transactions: TransactionRunner,
    private readonly security: SecurityEvents,
    private readonly metrics: MetricsService,
    private readonly clock: Clock,
  ) {}

  start(): Promise<OneIdStartDto> {
    return this.flows.start('sign_in', NO_BINDING);
  }

  /** The token pair of the linked account: 404 oneid_not_linked, 403 user_blocked. */
  async signIn(dto: OneIdCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    try {
      const tokens = await this.attempt(dto, client);
      this.metrics.login('oneid', MetricsService.outcomeOf());
      return tokens;
    } catch (error) {
      this.metrics.login('oneid', MetricsService.outcomeOf(error));
      throw error;
    }
  }

  private async attempt(dto: OneIdCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    const person = await this.flows.finish('sign_in', dto, NO_BINDING);
    const user = await this.users.findByPinflHash(this.secrets.hashPinfl(person.pin));
    // A pending account cannot be linked (linking needs a session); it would be no account yet.
    if (!user || user.status === 'pending') {
      this.security.record('login_failed', client, { method: 'oneid', reason: 'oneid_not_linked' });
      throw new DomainException('oneid_not_linked');
    }
    if (user.status === 'blocked') {
      this.security.record('login_failed', client, { userId: user.id, method: 'oneid', reason: 'user_blocked' });
      throw new DomainException('user_blocked');
    }
    const tokens = await this.transactions.run(async (tx) => {
      await this.users.update(user.id, { lastLoginAt: this.clock.now() }, tx);
      return this.sessions.start(user.id, client, tx);
    });
    this.security.record('login_succeeded', client, { userId: user.id, method: 'oneid' });
    return tokens;
  }
}
