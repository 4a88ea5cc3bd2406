import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { CreateTillDto, TillPairingDto, TillViewDto } from './dto/till.dto';
import { LostTillDto, RevokeTillDto } from './dto/offline.dto';
import { TillsService } from './tills.service';

/** An organization's tills, managed by its people (CONTRACT §11.1). */
@ApiTags('tills')
@Controller('orgs/:id/tills')
export class TillsController {
  constructor(private readonly tills: TillsService) {}

  @Post()
  @Authorize('org.tills.manage', IN_ORGANIZATION)
  @ApiOperation({
    summary: 'Add a till to a branch; its pairing code is shown once',
    description: 'At most fifty tills per organization in any day (429 with Retry-After past them).',
  })
  @ApiCreatedResponse({ type: TillPairingDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'branch_not_found', 'too_many_requests')
  createTill(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: CreateTillDto,
  ): Promise<TillPairingDto> {
    return this.tills.create(actor, id, dto);
  }

  @Get()
  @Authorize('org.tills.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'The organization’s tills (a branch manager: its branch’s)' })
  @ApiOkResponse({ type: [TillViewDto] })
  @ApiErrors('organization_not_found')
  listTills(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
  ): Promise<TillViewDto[]> {
    return this.tills.list(actor, id);
  }

  @Post(':tillId/pairing-code')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.tills.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'A new pairing code: the till’s credential and staff sessions end at once' })
  @ApiOkResponse({ type: TillPairingDto })
  @ApiErrors('organization_not_found', 'till_not_found', 'till_revoked')
  reissuePairingCode(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('tillId', 'till_not_found') tillId: string,
  ): Promise<TillPairingDto> {
    return this.tills.reissueCode(actor, id, tillId);
  }

  @Delete(':tillId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('org.tills.manage', IN_ORGANIZATION)
  @ApiOperation({
    summary: 'Revoke a till: its tokens and staff sessions are refused at once',
    description:
      'With `{"lost": true}` (a lost or stolen till) it also clears the PIN of every member whose current PIN ' +
      'was in an offline kit of the till, and answers 200 with the members whose PIN it cleared.',
  })
  @ApiBody({ type: RevokeTillDto, required: false })
  @ApiNoContentResponse({ description: 'Revoked (no body, or `lost` not true)' })
  @ApiOkResponse({ type: LostTillDto, description: 'Revoked as lost: the PINs its offline kits carried are cleared' })
  @ApiErrors('validation_failed', 'organization_not_found', 'till_not_found')
  async revokeTill(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('tillId', 'till_not_found') tillId: string,
    @Body() dto: RevokeTillDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LostTillDto | undefined> {
    const lost = await this.tills.revoke(actor, id, tillId, dto?.lost === true);
    if (!lost) return undefined;
    void reply.status(HttpStatus.OK);
    return lost;
  }
}
