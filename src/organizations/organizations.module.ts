import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { PolledListsModule } from '../common/http/polled-lists';
import { RateLimitStoreModule } from '../limits/rate-limit.module';
import { EdocModule } from '../edoc/edoc.module';
import { BranchesController } from './branches.controller';
import { BranchesRepository } from './branches.repository';
import { BranchesService } from './branches.service';
import { CompanyLookupService } from './company-lookup.service';
import { OneIdModule } from '../oneid/oneid.module';
import { OneIdVerificationController } from './oneid-verification.controller';
import { OneIdVerificationService } from './oneid-verification.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsService } from './organizations.service';

/** Clients, organizations with their requisites and verification, and branches. */
@Module({
  imports: [AccessModule, EdocModule, OneIdModule, RateLimitStoreModule, PolledListsModule],
  controllers: [OrganizationsController, OneIdVerificationController, BranchesController],
  providers: [
    OrganizationsRepository,
    OrganizationsService,
    OneIdVerificationService,
    BranchesRepository,
    BranchesService,
    CompanyLookupService,
  ],
  exports: [OrganizationsService, OrganizationsRepository, BranchesRepository],
})
export class OrganizationsModule {}
