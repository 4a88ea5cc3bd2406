import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { HotStatements } from '../database/hot-statements';
import { newestFirst } from '../database/query-helpers';
import { managerOf, Transaction } from '../database/transaction-runner';
import { DeliveryStatus, WebhookDelivery } from './entities/webhook-delivery.entity';
import { DisabledReason, WebhookEndpoint } from './entities/webhook-endpoint.entity';
import {
  CLAIM_DELIVERIES,
  CLAIM_ONE_DELIVERY,
  CLEAR_SECRETS,
  COUNT_ENDPOINTS,
  COUNT_PENDING,
  DISABLE_CREATED_BY,
  DISABLE_FAILING,
  LOCK_ENDPOINTS_OF,
  NOTE_FAILURE,
  NOTE_SUCCESS,
  PURGE_DELIVERIES,
  RECORD_ATTEMPT,
  REPLACE_SECRETS,
} from './webhooks.sql';

/** An event handed over for delivery. `organizationId` null: a platform event. */
export interface OutgoingEvent {
  id: string;
  type: string;
  organizationId: string | null;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export type NewEndpoint = Pick<
  WebhookEndpoint,
  'id' | 'organizationId' | 'url' | 'events' | 'description' | 'secret' | 'createdBy'
>;
export type EndpointChanges = Partial<
  Pick<
    WebhookEndpoint,
    | 'url'
    | 'events'
    | 'description'
    | 'enabled'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretUntil'
    | 'disabledReason'
    | 'failingSince'
  >
>;

/** A claimed delivery with what its attempt needs of the endpoint; the secrets as stored (sealed). */
export interface ClaimedDelivery {
  delivery: WebhookDelivery;
  url: string;
  storedSecrets: string[];
}

/** How many due deliveries a claim takes, and how many attempts one endpoint may have in flight. */
export interface ClaimLimits {
  limit: number;
  perEndpoint: number;
}

/** An endpoint the service disabled by itself. */
export interface DisabledEndpointRow {
  id: string;
  organizationId: string | null;
}

export interface AttemptOutcome {
  status: DeliveryStatus;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: Date;
}

@Injectable()
export class WebhooksRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  async insertEndpoint(endpoint: NewEndpoint, createdAt: Date, tx: Transaction): Promise<WebhookEndpoint> {
    const repository = tx.getRepository(WebhookEndpoint);
    return repository.save(repository.create({ ...endpoint, createdAt }));
  }

  /**
   * Serialises the creation of an organization's endpoints until the transaction ends (an
   * advisory lock on its id: the webhooks know no organization row), so a count and the
   * insert after it see every other creation.
   */
  async lockEndpointsOf(organizationId: string, tx: Transaction): Promise<void> {
    await this.statements.run(LOCK_ENDPOINTS_OF, [organizationId], tx);
  }

  async countEndpoints(organizationId: string, tx: Transaction): Promise<number> {
    const [{ n }] = await this.statements.rows<{ n: number }>(COUNT_ENDPOINTS, [organizationId], tx);
    return n;
  }

  /** An endpoint of the scope (organization, or null: the platform's), or null; locked with `tx`. */
  findEndpoint(id: string, organizationId: string | null, tx?: Transaction): Promise<WebhookEndpoint | null> {
    const qb = managerOf(this.dataSource, tx).getRepository(WebhookEndpoint).createQueryBuilder('e');
    if (tx) qb.setLock('pessimistic_write');
    return qb
      .where('e.id = :id', { id })
      .andWhere('e.organization_id IS NOT DISTINCT FROM :organizationId', { organizationId })
      .getOne();
  }

  listEndpoints(organizationId: string | null): Promise<WebhookEndpoint[]> {
    return this.dataSource
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('e')
      .where('e.organization_id IS NOT DISTINCT FROM :organizationId', { organizationId })
      .orderBy('e.created_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .getMany();
  }

  async updateEndpoint(id: string, changes: EndpointChanges, tx: Transaction): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await tx.getRepository(WebhookEndpoint).update({ id }, changes);
  }

  async deleteEndpoint(id: string, tx: Transaction): Promise<void> {
    await tx.getRepository(WebhookEndpoint).delete({ id });
  }

  /**
   * Disables the enabled organization endpoints this user made (in one organization, or in
   * every one): their creator left. Answers them.
   */
  async disableCreatedBy(
    userId: string,
    organizationId: string | null,
    reason: DisabledReason,
    tx: Transaction,
  ): Promise<DisabledEndpointRow[]> {
    const rows = await this.statements.rows<{ id: string; organization_id: string }>(
      DISABLE_CREATED_BY,
      [userId, organizationId, reason],
      tx,
    );
    return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
  }

  /** Endpoints whose secrets are still stored in clear (made before they were sealed), a batch of them. */
  async findClearSecrets(limit: number): Promise<Pick<WebhookEndpoint, 'id' | 'secret' | 'previousSecret'>[]> {
    return this.statements.rows<Pick<WebhookEndpoint, 'id' | 'secret' | 'previousSecret'>>(CLEAR_SECRETS, [limit]);
  }

  /** Replaces the stored secrets of an endpoint if they are still the ones read (another instance may have sealed them). */
  async replaceSecrets(
    id: string,
    read: { secret: string; previousSecret: string | null },
    sealed: { secret: string; previousSecret: string | null },
  ): Promise<void> {
    await this.statements.run(REPLACE_SECRETS, [
      id,
      read.secret,
      read.previousSecret,
      sealed.secret,
      sealed.previousSecret,
    ]);
  }

  /** A delivery of its own (the ping); no worker takes it before `notBefore`. */
  async insertDelivery(
    endpointId: string,
    event: Omit<OutgoingEvent, 'organizationId'>,
    notBefore: Date,
  ): Promise<WebhookDelivery> {
    const repository = this.dataSource.getRepository(WebhookDelivery);
    return repository.save(
      repository.create({
        endpointId,
        eventId: event.id,
        type: event.type,
        occurredAt: event.occurredAt,
        data: event.data,
        nextAttemptAt: notBefore,
        createdAt: event.occurredAt,
      }),
    );
  }

  findDelivery(id: string, endpointId: string): Promise<WebhookDelivery | null> {
    return this.dataSource.getRepository(WebhookDelivery).findOneBy({ id, endpointId });
  }

  /** A page of an endpoint's deliveries, newest first, `limit + 1` rows. */
  listDeliveries(
    endpointId: string,
    search: { status?: DeliveryStatus; limit: number; after?: PagePosition },
  ): Promise<WebhookDelivery[]> {
    const qb = this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder('d')
      .where('d.endpoint_id = :endpointId', { endpointId });
    if (search.status) qb.andWhere('d.status = :status', { status: search.status });
    return newestFirst(qb, search, 'milliseconds');
  }

  /**
   * Claims due deliveries of enabled endpoints until `lockedUntil`, counting the attempt, so
   * that no endpoint holds more than `perEndpoint` attempts in flight and the organizations
   * share the slots (CONTRACT §12.4): each endpoint's own due deliveries are taken, oldest
   * first, up to its free room; the endpoints go by the share their organization would then
   * hold (its attempts in flight on every instance, plus this endpoint's rank among its
   * endpoints with due deliveries), then by their oldest due delivery. An organization whose
   * endpoints hang holds many attempts in flight, so another's endpoint comes first at the
   * next free slot: endpoints that do not answer delay it by one attempt's timeout at most. One autocommit statement: no transaction stays open during the HTTP call
   * (on the embedded database it would stall every other query). SKIP LOCKED lets instances
   * claim side by side without waiting, and each delivery is claimed by one of them.
   */
  async claim(now: Date, lockedUntil: Date, token: string, limits: ClaimLimits): Promise<ClaimedDelivery[]> {
    const rows = await this.statements.rows<Record<string, unknown>>(CLAIM_DELIVERIES, [
      now,
      lockedUntil,
      token,
      limits.limit,
      limits.perEndpoint,
    ]);
    return rows.map((row) => claimedOf(row, now));
  }

  /** Claims one delivery of an enabled endpoint now, due or not, whatever its state (a manual retry, the ping). */
  async claimOne(id: string, now: Date, lockedUntil: Date, token: string): Promise<ClaimedDelivery[]> {
    const rows = await this.statements.rows<Record<string, unknown>>(CLAIM_ONE_DELIVERY, [now, lockedUntil, token, id]);
    return rows.map((row) => claimedOf(row, now));
  }

  /** Housekeeping: at most `limit` deliveries finished (succeeded or failed) before `before`, deleted; how many. */
  deleteFinishedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_DELIVERIES, [limit, before]);
  }

  /** Records an attempt's outcome, if the claim is still this one's. */
  async record(id: string, token: string, outcome: AttemptOutcome): Promise<void> {
    await this.statements.run(RECORD_ATTEMPT, [
      id,
      token,
      outcome.status,
      outcome.statusCode,
      outcome.error,
      outcome.nextAttemptAt,
    ]);
  }

  /**
   * An attempt to the endpoint failed at `at`: it has been failing since the answer (the
   * first failure since its last success).
   */
  async noteFailure(endpointId: string, at: Date): Promise<Date | null> {
    const rows = await this.statements.rows<{ failing_since: Date }>(NOTE_FAILURE, [endpointId, at]);
    return rows[0]?.failing_since ?? null;
  }

  /** An attempt succeeded: the endpoint is failing no more (no write when it was not). */
  async noteSuccess(endpointId: string): Promise<void> {
    await this.statements.run(NOTE_SUCCESS, [endpointId]);
  }

  /** Disables an endpoint still enabled and failing since `before` or earlier (`failing`); answers it, or null. */
  async disableFailing(endpointId: string, before: Date, tx: Transaction): Promise<DisabledEndpointRow | null> {
    const rows = await this.statements.rows<{ id: string; organization_id: string | null }>(
      DISABLE_FAILING,
      [endpointId, before],
      tx,
    );
    return rows[0] ? { id: rows[0].id, organizationId: rows[0].organization_id } : null;
  }

  /** Deliveries waiting for an attempt, for the metrics gauge. */
  async countPending(): Promise<number> {
    const [{ n }] = await this.statements.rows<{ n: number }>(COUNT_PENDING, []);
    return n;
  }
}

function claimedOf(row: Record<string, unknown>, now: Date): ClaimedDelivery {
  const previousUntil = row.previous_secret_until as Date | null;
  const storedSecrets = [row.secret as string];
  if (row.previous_secret && previousUntil && previousUntil.getTime() > now.getTime()) {
    storedSecrets.push(row.previous_secret as string);
  }
  const delivery = Object.assign(new WebhookDelivery(), {
    id: row.id as string,
    endpointId: row.endpoint_id as string,
    eventId: row.event_id as string,
    type: row.type as string,
    occurredAt: row.occurred_at as Date,
    data: row.data as Record<string, unknown>,
    attempts: row.attempts as number,
    createdAt: row.created_at as Date,
  });
  return { delivery, url: row.url as string, storedSecrets };
}
