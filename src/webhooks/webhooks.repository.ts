import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { deleteBatch, newestFirst } from '../database/query-helpers';
import { Transaction } from '../database/transaction-runner';
import { DeliveryStatus, WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';

/** An event handed over for delivery. `organizationId` null: a platform event. */
export interface OutgoingEvent {
  id: string;
  type: string;
  organizationId: string | null;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export type NewEndpoint = Pick<WebhookEndpoint, 'organizationId' | 'url' | 'events' | 'description' | 'secret'>;
export type EndpointChanges = Partial<
  Pick<
    WebhookEndpoint,
    'url' | 'events' | 'description' | 'enabled' | 'secret' | 'previousSecret' | 'previousSecretUntil'
  >
>;

/** A claimed delivery with what its attempt needs of the endpoint. */
export interface ClaimedDelivery {
  delivery: WebhookDelivery;
  url: string;
  secrets: string[];
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

  async insertEndpoint(endpoint: NewEndpoint, createdAt: Date): Promise<WebhookEndpoint> {
    const repository = this.dataSource.getRepository(WebhookEndpoint);
    return repository.save(repository.create({ ...endpoint, createdAt }));
  }

  /** An endpoint of the scope (organization, or null: the platform's), or null. */
  findEndpoint(id: string, organizationId: string | null): Promise<WebhookEndpoint | null> {
    return this.dataSource
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('e')
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

  async updateEndpoint(id: string, changes: EndpointChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.dataSource.getRepository(WebhookEndpoint).update({ id }, changes);
  }

  async deleteEndpoint(id: string): Promise<void> {
    await this.dataSource.getRepository(WebhookEndpoint).delete({ id });
  }

  /** A delivery made now, outside any change (the ping). */
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
   * Claims up to `limit` due deliveries of enabled endpoints (or the one named by `onlyId`,
   * due or not) until `lockedUntil`, counting the attempt. One autocommit statement: no
   * transaction stays open during the HTTP call (on the embedded database it would stall
   * every other query). SKIP LOCKED lets instances claim side by side without waiting.
   */
  async claim(now: Date, lockedUntil: Date, token: string, limit: number, onlyId?: string): Promise<ClaimedDelivery[]> {
    const due = onlyId ? `d."id" = $5` : `d."status" = 'pending' AND d."next_attempt_at" <= $1`;
    // An UPDATE answers [rows, affected count] through TypeORM.
    const [rows] = await this.dataSource.query<[Record<string, unknown>[], number]>(
      `WITH claimable AS (
         SELECT d."id" FROM "webhook_deliveries" d
           JOIN "webhook_endpoints" e ON e."id" = d."endpoint_id" AND e."enabled"
          WHERE ${due} AND (d."locked_until" IS NULL OR d."locked_until" <= $1)
          ORDER BY d."next_attempt_at" LIMIT $4
          FOR UPDATE OF d SKIP LOCKED)
       UPDATE "webhook_deliveries" d
          SET "locked_until" = $2, "lock_token" = $3, "attempts" = d."attempts" + 1, "status" = 'pending'
         FROM claimable c, "webhook_endpoints" e
        WHERE d."id" = c."id" AND e."id" = d."endpoint_id"
       RETURNING d."id", d."endpoint_id", d."event_id", d."type", d."occurred_at", d."data", d."attempts",
                 d."created_at", e."url", e."secret", e."previous_secret", e."previous_secret_until"`,
      onlyId ? [now, lockedUntil, token, limit, onlyId] : [now, lockedUntil, token, limit],
    );
    return rows.map((row) => {
      const previousUntil = row.previous_secret_until as Date | null;
      const secrets = [row.secret as string];
      if (row.previous_secret && previousUntil && previousUntil.getTime() > now.getTime()) {
        secrets.push(row.previous_secret as string);
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
      return { delivery, url: row.url as string, secrets };
    });
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

  /** Disables an endpoint still enabled and failing since `before` or earlier; answers it, or null. */
  async disableFailing(
    endpointId: string,
    before: Date,
    tx: Transaction,
  ): Promise<{ id: string; organizationId: string | null } | null> {
    const [rows] = await tx.query<[{ id: string; organization_id: string | null }[], number]>(
      `UPDATE "webhook_endpoints" SET "enabled" = false
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
