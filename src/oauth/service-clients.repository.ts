import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { assignmentsBeside, ReadBesideRepository } from '../access/read-beside.repository';
import type { HeldAssignment } from '../access/caller';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { managerOf, Transaction } from '../database/transaction-runner';
import { ServiceClient } from './entities/service-client.entity';
import { DELETE_SERVICE_CLIENT, REPLACE_SERVICE_CLIENT_SECRET } from './oauth.sql';

/** What introspection needs to check a client's credentials. */
export interface ClientCredentials {
  secret_hash: string;
  previous_secret_hash: string | null;
  /** Unix milliseconds. */
  previous_until: string | null;
}

const CLIENT_CREDENTIALS: HotStatement = {
  name: 'service_client_credentials',
  text: `SELECT "secret_hash", "previous_secret_hash",
         (extract(epoch FROM "previous_secret_expires_at") * 1000)::bigint::text AS "previous_until"
         FROM "service_clients" WHERE "client_id" = $1`,
};

/** Introspection in one round trip: the client's credentials and the token's caller's roles. */
const CLIENT_WITH_ASSIGNMENTS = assignmentsBeside<ClientCredentials, [['client_id', 'varchar']]>(
  'service_client_with_assignments',
  `c."secret_hash", c."previous_secret_hash",
   (extract(epoch FROM c."previous_secret_expires_at") * 1000)::bigint::text AS "previous_until"`,
  '"service_clients" c',
  [['client_id', 'varchar']],
  (item) => `c."client_id" = ${item('client_id')}`,
);

@Injectable()
export class ServiceClientsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
    private readonly besideReads: ReadBesideRepository,
  ) {}

  async credentials(clientId: string): Promise<ClientCredentials | null> {
    const rows = await this.statements.rows<ClientCredentials>(CLIENT_CREDENTIALS, [clientId]);
    return rows[0] ?? null;
  }

  /** The client's credentials and the role assignments of the token's live session's user (null when it may not act). */
  async credentialsWithAssignments(
    clientId: string,
    token: { sid: string; sub: string; kid: string },
    now: Date,
  ): Promise<{ credentials: ClientCredentials; assignments: HeldAssignment[] | null } | null> {
    const found = await this.besideReads.findAssignmentsBeside(CLIENT_WITH_ASSIGNMENTS, token, now, [clientId]);
    if (!found) return null;
    const { secret_hash, previous_secret_hash, previous_until } = found.beside;
    return { credentials: { secret_hash, previous_secret_hash, previous_until }, assignments: found.assignments };
  }

  insert(client: Omit<ServiceClient, 'id'>, tx: Transaction): Promise<ServiceClient> {
    const repository = managerOf(this.dataSource, tx).getRepository(ServiceClient);
    return repository.save(repository.create(client));
  }

  list(): Promise<ServiceClient[]> {
    return this.dataSource.getRepository(ServiceClient).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The removed client, or null when none has the id. */
  async delete(id: string, tx: Transaction): Promise<ServiceClient | null> {
    const rows = await this.statements.rows<ServiceClient>(DELETE_SERVICE_CLIENT, [id], tx);
    return rows[0] ?? null;
  }

  /** The current secret becomes the previous one until `previousUntil`; null when no client has the id. */
  async replaceSecret(
    id: string,
    secretHash: string,
    previousUntil: Date,
    tx: Transaction,
  ): Promise<ServiceClient | null> {
    const rows = await this.statements.rows<ServiceClient>(
      REPLACE_SERVICE_CLIENT_SECRET,
      [id, secretHash, previousUntil],
      tx,
    );
    return rows[0] ?? null;
  }
}
