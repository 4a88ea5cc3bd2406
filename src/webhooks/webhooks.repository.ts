import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { deleteBatch, newestFirst } from '../database/query-helpers';
import { managerOf, Transaction } from '../database/transaction-runner';
import { DeliveryStatus, WebhookDelivery } from './entities/webhook-delivery.entity';
import { DisabledReason, WebhookEndpoint } from './entities/webhook-endpoint.entity';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1))`, [organizationId]);
  }

  async countEndpoints(organizationId: string, tx: Transaction): Promise<number> {
    const [{ n }] = await tx.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "webhook_endpoints" WHERE "organization_id" = $1`,
      [organizationId],
    );
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
    const [rows] = await tx.query<[{ id: string; organization_id: string }[], number]>(
      `UPDATE "webhook_endpoints" SET "enabled" = false, "disabled_reason" = $3
        WHERE "created_by" = $1 AND "enabled" AND "organization_id" IS NOT NULL
          AND ($2::uuid IS NULL OR "organization_id" = $2::uuid)
       RETURNING "id", "organization_id"`,
      [userId, organizationId, reason],
    );
    return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
  }

  /** Endpoints whose secrets are still stored in clear (made before they were sealed), a batch of them. */
  async findClearSecrets(limit: number): Promise<Pick<WebhookEndpoint, 'id' | 'secret' | 'previousSecret'>[]> {
    return this.dataSource.query(
      `SELECT "id", "secret", "previous_secret" AS "previousSecret" FROM "webhook_endpoints"
        WHERE left("secret", 6) = 'whsec_' OR left("previous_secret", 6) = 'whsec_' LIMIT $1`,
      [limit],
    );
  }

  /** Replaces the stored secrets of an endpoint if they are still the ones read (another instance may have sealed them). */
  async replaceSecrets(
    id: string,
    read: { secret: string; previousSecret: string | null },
    sealed: { secret: string; previousSecret: string | null },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhook_endpoints" SET "secret" = $4, "previous_secret" = $5
        WHERE "id" = $1 AND "secret" = $2 AND "previous_secret" IS NOT DISTINCT FROM $3`,
      [id, read.secret, read.previousSecret, sealed.secret, sealed.previousSecret],
    );
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
    const due = (alias: string) =>
      `${alias}."status" = 'pending' AND ${alias}."next_attempt_at" <= $1
       AND (${alias}."locked_until" IS NULL OR ${alias}."locked_until" <= $1)`;
    const [rows] = await this.dataSource.query<[Record<string, unknown>[], number]>(
      `WITH endpoints AS (
         SELECT e."id", e."organization_id", b."busy",
                sum(b."busy") OVER (PARTITION BY e."organization_id") AS "organization_busy"
           FROM "webhook_endpoints" e
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS "busy" FROM "webhook_deliveries" f
              WHERE f."endpoint_id" = e."id" AND f."status" = 'pending' AND f."locked_until" > $1) b
          WHERE e."enabled"),
       heads AS (
         SELECT n."id" AS "endpoint_id", n."organization_id", n."organization_busy", $5::int - n."busy" AS "room",
                head."next_attempt_at"
           FROM endpoints n
           CROSS JOIN LATERAL (
             SELECT d."next_attempt_at" FROM "webhook_deliveries" d
              WHERE d."endpoint_id" = n."id" AND ${due('d')}
              ORDER BY d."next_attempt_at" LIMIT 1) head
          WHERE n."busy" < $5::int),
       turns AS (
         SELECT "endpoint_id", "room", "next_attempt_at",
                "organization_busy" + row_number() OVER (PARTITION BY "organization_id" ORDER BY "next_attempt_at", "endpoint_id") AS "share"
           FROM heads
          ORDER BY "share", "next_attempt_at" LIMIT $4),
       claimable AS (
         SELECT picked."id" FROM turns t
          CROSS JOIN LATERAL (
            SELECT d."id" FROM "webhook_deliveries" d
             WHERE d."endpoint_id" = t."endpoint_id" AND ${due('d')}
             ORDER BY d."next_attempt_at" LIMIT t."room"
             FOR UPDATE SKIP LOCKED) picked
          LIMIT $4)
       UPDATE "webhook_deliveries" d
          SET "locked_until" = $2, "lock_token" = $3, "attempts" = d."attempts" + 1
         FROM claimable c, "webhook_endpoints" e
        WHERE d."id" = c."id" AND e."id" = d."endpoint_id"
       RETURNING ${RETURNED}`,
      [now, lockedUntil, token, limits.limit, limits.perEndpoint],
    );
    return rows.map((row) => claimedOf(row, now));
  }

  /** Claims one delivery of an enabled endpoint now, due or not, whatever its state (a manual retry, the ping). */
  async claimOne(id: string, now: Date, lockedUntil: Date, token: string): Promise<ClaimedDelivery[]> {
    const [rows] = await this.dataSource.query<[Record<string, unknown>[], number]>(
      `WITH claimable AS (
         SELECT d."id" FROM "webhook_deliveries" d
           JOIN "webhook_endpoints" e ON e."id" = d."endpoint_id" AND e."enabled"
          WHERE d."id" = $4 AND (d."locked_until" IS NULL OR d."locked_until" <= $1)
          FOR UPDATE OF d SKIP LOCKED)
       UPDATE "webhook_deliveries" d
          SET "locked_until" = $2, "lock_token" = $3, "attempts" = d."attempts" + 1, "status" = 'pending'
         FROM claimable c, "webhook_endpoints" e
        WHERE d."id" = c."id" AND e."id" = d."endpoint_id"
       RETURNING ${RETURNED}`,
      [now, lockedUntil, token, id],
    );
    return rows.map((row) => claimedOf(row, now));
  }

  /** Housekeeping: at most `limit` deliveries finished (succeeded or failed) before `before`, deleted; how many. */
  deleteFinishedBefore(before: Date, limit: number): Promise<number> {
    // A finished delivery's next_attempt_at is when it finished (WebhookDispatcher); the due index serves it.
    const where = `"status" IN ('succeeded', 'failed') AND "next_attempt_at" < $2`;
    return deleteBatch(this.dataSource, 'webhook_deliveries', where, [before], limit);
  }

  /** Records an attempt's outcome, if the claim is still this one's. */
  async record(id: string, token: string, outcome: AttemptOutcome): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhook_deliveries"
          SET "status" = $3, "last_status_code" = $4, "last_error" = $5, "next_attempt_at" = $6,
              "locked_until" = NULL, "lock_token" = NULL
        WHERE "id" = $1 AND "lock_token" = $2`,
      [id, token, outcome.status, outcome.statusCode, outcome.error, outcome.nextAttemptAt],
    );
  }

  /**
   * An attempt to the endpoint failed at `at`: it has been failing since the answer (the
   * first failure since its last success).
   */
  async noteFailure(endpointId: string, at: Date): Promise<Date | null> {
    const [rows] = await this.dataSource.query<[{ failing_since: Date }[], number]>(
      `UPDATE "webhook_endpoints" SET "failing_since" = COALESCE("failing_since", $2)
        WHERE "id" = $1 AND "enabled" RETURNING "failing_since"`,
      [endpointId, at],
    );
    return rows[0]?.failing_since ?? null;
  }

  /** An attempt succeeded: the endpoint is failing no more (no write when it was not). */
  async noteSuccess(endpointId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhook_endpoints" SET "failing_since" = NULL WHERE "id" = $1 AND "failing_since" IS NOT NULL`,
      [endpointId],
    );
  }

  /** Disables an endpoint still enabled and failing since `before` or earlier (`failing`); answers it, or null. */
  async disableFailing(endpointId: string, before: Date, tx: Transaction): Promise<DisabledEndpointRow | null> {
    const [rows] = await tx.query<[{ id: string; organization_id: string | null }[], number]>(
      `UPDATE "webhook_endpoints" SET "enabled" = false, "disabled_reason" = 'failing'
        WHERE "id" = $1 AND "enabled" AND "failing_since" <= $2 RETURNING "id", "organization_id"`,
      [endpointId, before],
    );
    return rows[0] ? { id: rows[0].id, organizationId: rows[0].organization_id } : null;
  }

  /** Deliveries waiting for an attempt, for the metrics gauge. */
  async countPending(): Promise<number> {
    const [{ n }] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "webhook_deliveries" WHERE "status" = 'pending'`,
    );
    return n;
  }
}

/** What a claim answers of each delivery and its endpoint. */
const RETURNED = `d."id", d."endpoint_id", d."event_id", d."type", d."occurred_at", d."data", d."attempts",
  d."created_at", e."url", e."secret", e."previous_secret", e."previous_secret_until"`;

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
