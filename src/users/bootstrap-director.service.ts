import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PasswordHasher } from './password-hasher';
import { AssignmentsRepository } from '../access/assignments.repository';
import { UsersRepository } from './users.repository';
import { TransactionRunner } from '../database/transaction-runner';

/**
 * The first director (CONTRACT §2): with BOOTSTRAP_DIRECTOR_PHONE and _PASSWORD set and no
 * director anywhere, that account is created (or taken, when the phone is registered) and
 * made director. Instances starting together serialise on an advisory lock, so there is
 * never a second one; once any director exists this does nothing.
 */
@Injectable()
export class BootstrapDirectorService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly passwords: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const bootstrap = this.config.bootstrapDirector;
    if (!bootstrap || (await this.assignments.isHeldByAnyone('director'))) return;
    const passwordHash = await this.passwords.hash(bootstrap.password);
    const created = await this.transactions.run(async (tx) => {
      await this.assignments.lockDirectorBootstrap(tx);
      if (await this.assignments.isHeldByAnyone('director', tx)) return false;
      const user =
        (await this.users.insert(
          {
            phone: bootstrap.phone,
            firstName: 'Director',
            lastName: 'Director',
            passwordHash,
            authMethod: 'password',
            status: 'active',
          },
          tx,
        )) ?? (await this.users.findByPhone(bootstrap.phone, tx))!;
      await this.assignments.assignPlatform(user.id, { code: 'director' }, tx);
      return true;
    });
    if (created) this.logger.log('The bootstrap director account holds the director role');
  }
}
