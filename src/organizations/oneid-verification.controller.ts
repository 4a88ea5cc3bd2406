import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { OneIdCodeDto, OneIdStartDto } from '../oneid/dto/oneid.dto';
import { OneIdConfiguredGuard } from '../oneid/oneid-configured.guard';
import { OrganizationViewDto } from './dto/organization.dto';
import { OneIdVerificationService } from './oneid-verification.service';

/** Verification by the legal key through OneID (CONTRACT §12.2); the permission of POST …/verify. */
@ApiTags('organizations')
@ApiBearerAuth('bearer')
@UseGuards(OneIdConfiguredGuard)
@Controller('orgs')
export class OneIdVerificationController {
  constructor(private readonly verification: OneIdVerificationService) {}

  @Post(':id/verification/oneid/start')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.verify', IN_ORGANIZATION)
  @ApiOperation({ summary: "Start verifying with the organization's legal key: where to send the browser" })
  @ApiOkResponse({ type: OneIdStartDto })
  @ApiErrors('organization_not_found', 'requisites_incomplete', 'verification_state_invalid', 'oneid_not_configured')
  startOneIdVerification(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
  ): Promise<OneIdStartDto> {
    return this.verification.start(actor, id);
  }

  @Post(':id/verification/oneid')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.verify', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Verify the organization: OneID saw its legal key, with its TIN' })
  @ApiOkResponse({ type: OrganizationViewDto })
  @ApiErrors(
    'validation_failed',
    'organization_not_found',
    'requisites_incomplete',
    'verification_state_invalid',
    'oneid_state_invalid',
    'oneid_code_invalid',
    'oneid_legal_key_required',
    'oneid_tin_mismatch',
    'oneid_unavailable',
    'oneid_not_configured',
  )
  verifyWithOneId(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: OneIdCodeDto,
  ): Promise<OrganizationViewDto> {
    return this.verification.finish(actor, id, dto);
  }
}
