import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Caller } from '../access/caller';
import type { ActingUser } from '../access/current-caller.decorator';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { TransactionRunner } from '../database/transaction-runner';
import { ServiceClientViewDto, ServiceClientWithSecretDto } from './dto/service-client.dto';
import { ServiceClient } from './entities/service-client.entity';
import { ClientCredentials, ServiceClientsRepository } from './service-clients.repository';

export interface BasicCredentials {
  clientId: string;
  secret: string;
}

/** How long a replaced secret is still accepted (CONTRACT §11.2). */
const PREVIOUS_SECRET_MS = 3_600_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function sameHash(given: string, stored: string | null): boolean {
  return stored !== null && stored.length === given.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}

function viewOf(client: ServiceClient): ServiceClientViewDto {
  return {
    id: client.id,
    name: client.name,
    clientId: client.clientId,
    createdAt: new Date(client.createdAt).toISOString(),
  };
}

/**
 * The services that may introspect tokens (CONTRACT §11.2). A secret is 256 random bits
 * shown once and kept as its SHA-256: guessing is hopeless, so no slow hash is needed and
 * checking one costs microseconds on every introspection. Nothing is cached: a removed
 * client is refused by every instance on its next request.
 */
@Injectable()
export class ServiceClientsService {
  constructor(
    private readonly clients: ServiceClientsRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async create(actor: ActingUser, name: string): Promise<ServiceClientWithSecretDto> {
    const clientSecret = randomBytes(32).toString('base64url');
    return this.transactions.run(async (tx) => {
      const client = await this.clients.insert(
        {
          name,
          clientId: randomUUID(),
          secretHash: hashOf(clientSecret),
          previousSecretHash: null,
          previousSecretExpiresAt: null,
          createdAt: this.clock.now(),
        },
        tx,
      );
      await this.audit.record(
        {
          actor,
          action: 'service_client.created',
          target: { type: 'service_client', id: client.id },
          details: { name },
        },
        tx,
      );
      return { ...viewOf(client), clientSecret };
    });
  }

  async list(): Promise<ServiceClientViewDto[]> {
    return (await this.clients.list()).map(viewOf);
  }

  async delete(actor: ActingUser, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const client = await this.clients.delete(id, tx);
      if (!client) throw new DomainException('service_client_not_found');
      await this.audit.record(
        {
          actor,
          action: 'service_client.deleted',
          target: { type: 'service_client', id },
          details: { name: client.name },
        },
        tx,
      );
    });
  }

  async rotateSecret(actor: ActingUser, id: string): Promise<ServiceClientWithSecretDto> {
    const clientSecret = randomBytes(32).toString('base64url');
    const previousUntil = new Date(this.clock.nowMs() + PREVIOUS_SECRET_MS);
    return this.transactions.run(async (tx) => {
      const client = await this.clients.replaceSecret(id, hashOf(clientSecret), previousUntil, tx);
      if (!client) throw new DomainException('service_client_not_found');
      await this.audit.record(
        {
          actor,
          action: 'service_client.secret_rotated',
          target: { type: 'service_client', id },
          details: { previousSecretAcceptedUntil: previousUntil.toISOString() },
        },
        tx,
      );
      return { ...viewOf(client), clientSecret };
    });
  }

  /** The client id and secret of an `Authorization: Basic` header (RFC 6749 §2.3.1); null when it holds none. */
  parseBasic(header: string | undefined): BasicCredentials | null {
    if (!header || !/^basic /i.test(header)) return null;
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0 || colon > 200) return null;
    // Both parts are form-encoded before Basic encoding.
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    } catch {
      return null;
    }
  }

  /** Whether the secret is the client's, or its previous one still accepted. */
  secretMatches(stored: ClientCredentials, secret: string): boolean {
    const given = hashOf(secret);
    if (sameHash(given, stored.secret_hash)) return true;
    return sameHash(given, stored.previous_secret_hash) && Number(stored.previous_until) > this.clock.nowMs();
  }

  /** Whether the credentials name a client and its secret. */
  async authenticate(credentials: BasicCredentials): Promise<boolean> {
    const stored = await this.clients.credentials(credentials.clientId);
    return stored !== null && this.secretMatches(stored, credentials.secret);
  }

  /** The client's credentials checked and the token's caller, in one round trip; null when the client is refused. */
  async authenticateWithCaller(
    credentials: BasicCredentials,
    token: { sid: string; sub: string; kid: string },
    now: Date,
  ): Promise<{ caller: Caller | null } | null> {
    const found = await this.clients.credentialsWithCaller(credentials.clientId, token, now);
    if (!found || !this.secretMatches(found.credentials, credentials.secret)) return null;
    return { caller: found.caller };
  }
}
