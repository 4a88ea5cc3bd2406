import { Module } from '@nestjs/common';
import { EdocModule } from '../edoc/edoc.module';
import { UsersModule } from '../users/users.module';
import { BranchesController } from './branches.controller';
import { BranchesRepository } from './branches.repository';
import { BranchesService } from './branches.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsService } from './organizations.service';

/** Clients, organizations with their requisites and verification, and branches. */
@Module({
  imports: [UsersModule, EdocModule],
  controllers: [OrganizationsController, BranchesController],
  providers: [OrganizationsRepository, OrganizationsService, BranchesRepository, BranchesService],
  exports: [OrganizationsService, OrganizationsRepository, BranchesRepository],
})
export class OrganizationsModule {}
