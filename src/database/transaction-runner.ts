import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * An open transaction: what repository methods take, always as their last parameter, to
 * join it. Services only pass it along; the queries stay in the repositories.
 */
export type Transaction = EntityManager;

/** The one way to run a unit of work: everything given `tx` commits or rolls back together. */
@Injectable()
export class TransactionRunner {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

/** For repositories: the transaction given, or the pool outside any. */
export function managerOf(dataSource: DataSource, tx?: Transaction): EntityManager {
  return tx ?? dataSource.manager;
}
