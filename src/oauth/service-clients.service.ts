import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { HeldAssignment } from '../access/caller';
import type { ActingUser } from '../access/current-caller.decorator';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { TransactionRunner } from '../database/transaction-runner';
import { ServiceClientViewDto, ServiceClientWithSecretDto } from './dto/service-client.dto';
import { ServiceClient } from './entities/service-client.entity';
import { ClientCredentials, ServiceClientsRepository } from './service-clients.repository';

/** An `Authorization: Basic` header's client id and the SHA-256 of its secret (as stored). */
export interface BasicCredentials {
  header: string;
  clientId: string;
  secretHash: string;
}

/** How many headers whose secret matched stay parsed: a few services, a secret or two each. */
const KNOWN_HEADERS = 256;

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
 * checking one costs microseconds on every introspection. A service sends the same header
 * on every call: once its secret matched, the header's decoding and hash are kept (base64,
 * URI decoding and SHA-256 were a tenth of an introspection's own work). The client's row is
 * still read and compared on every call, so a removed client or a replaced secret is refused
 * by every instance on its next request.
 */
@Injectable()
export class ServiceClientsService {
  constructor(
    private readonly clients: ServiceClientsRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Headers whose secret matched a client's, parsed (the oldest leaves first). */
  private readonly known = new Map<string, BasicCredentials>();

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
    if (!header) return null;
    const known = this.known.get(header);
    if (known) return known;
    if (!/^basic /i.test(header)) return null;
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0 || colon > 200) return null;
    // Both parts are form-encoded before Basic encoding.
    try {
      return {
        header,
        clientId: decodeURIComponent(decoded.slice(0, colon)),
        secretHash: hashOf(decodeURIComponent(decoded.slice(colon + 1))),
      };
    } catch {
      return null;
    }
  }

  /** Whether the secret is the client's, or its previous one still accepted; a match is kept parsed. */
  private secretMatches(stored: ClientCredentials | null, credentials: BasicCredentials): boolean {
    if (stored === null) return false;
    const given = credentials.secretHash;
    const matches =
      sameHash(given, stored.secret_hash) ||
      (sameHash(given, stored.previous_secret_hash) && Number(stored.previous_until) > this.clock.nowMs());
    if (matches && !this.known.has(credentials.header)) {
      if (this.known.size >= KNOWN_HEADERS) this.known.delete(this.known.keys().next().value!);
      this.known.set(credentials.header, credentials);
    }
    return matches;
  }

  /** Whether the credentials name a client and its secret. */
  async authenticate(credentials: BasicCredentials): Promise<boolean> {
    return this.secretMatches(await this.clients.credentials(credentials.clientId), credentials);
  }

  /**
   * The client's credentials checked and the role assignments of the token's caller, in one
   * round trip; null when the client is refused, `assignments` null when the session may not act.
   */
  async authenticateWithAssignments(
    credentials: BasicCredentials,
    token: { sid: string; sub: string; kid: string },
    now: Date,
  ): Promise<{ assignments: HeldAssignment[] | null } | null> {
    const found = await this.clients.credentialsWithAssignments(credentials.clientId, token, now);
    if (!found || !this.secretMatches(found.credentials, credentials)) return null;
    return { assignments: found.assignments };
  }
}
