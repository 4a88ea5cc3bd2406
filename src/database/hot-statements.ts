import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** A fixed statement of a hot path: its name (unique in the service) and text. */
export interface HotStatement {
  name: string;
  text: string;
}

/**
 * Runs the hot paths' fixed statements straight on TypeORM's own `pg` pool: no query runner,
 * no SQL built per request, no entity hydration. On a real PostgreSQL each is a named
 * prepared statement (parsed and planned once per connection). On PGlite — ours or any
 * other behind its socket server — they stay unnamed: PGlite has one session for every
 * connection, so a name prepared through one connection collides with the same name from
 * another.
 */
@Injectable()
export class HotStatements implements OnModuleInit {
  private named = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const [{ version }] = await this.pool.query<{ version: string }>('SELECT version()').then((r) => r.rows);
    this.named = !version.includes('PGlite');
  }

  async rows<T extends QueryResultRow>(statement: HotStatement, values: unknown[]): Promise<T[]> {
    const result = await this.pool.query<T>(
      this.named ? { name: statement.name, text: statement.text, values } : { text: statement.text, values },
    );
    return result.rows;
  }

  private get pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }
}
