import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role } from './entities/role.entity';
import { managerOf, Transaction } from '../database/transaction-runner';

@Injectable()
export class RolesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByCode(code: string, tx?: Transaction): Promise<Role | null> {
    return managerOf(this.dataSource, tx).getRepository(Role).findOneBy({ code });
  }

  findById(id: string, tx?: Transaction): Promise<Role | null> {
    return managerOf(this.dataSource, tx).getRepository(Role).findOneBy({ id });
  }

  /** The whole catalogue, highest rank first. */
  findAll(): Promise<Role[]> {
    return this.dataSource.getRepository(Role).find({ order: { rank: 'DESC', code: 'ASC' } });
  }
}
