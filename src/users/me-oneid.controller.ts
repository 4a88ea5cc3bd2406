import { Body, Controller, Delete, HttpCode, HttpStatus, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../access/caller';
import { CurrentCaller } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { RequestId } from '../common/http/request-context';
import { OneIdCodeDto, OneIdStartDto } from '../oneid/dto/oneid.dto';
import { OneIdConfiguredGuard } from '../oneid/oneid-configured.guard';
import { OneIdLinkViewDto } from './dto/user-view.dto';
import { OneIdLinkService } from './oneid-link.service';

/** The caller's link to OneID (CONTRACT §12.2). */
@ApiTags('me')
@ApiBearerAuth('bearer')
@UseGuards(OneIdConfiguredGuard)
@Controller('me/oneid')
export class MeOneIdController {
  constructor(private readonly links: OneIdLinkService) {}

  @Post('start')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Start linking OneID: where to send the browser, and the state' })
  @ApiOkResponse({ type: OneIdStartDto })
  @ApiErrors('oneid_not_configured')
  startOneIdLink(@CurrentCaller() caller: Caller): Promise<OneIdStartDto> {
    return this.links.start(caller);
  }

  @Put()
  @ApiOperation({ summary: 'Link the OneID person behind the code to your account' })
  @ApiOkResponse({ type: OneIdLinkViewDto })
  @ApiErrors(
    'validation_failed',
    'oneid_state_invalid',
    'oneid_code_invalid',
    'oneid_already_linked',
    'oneid_unavailable',
    'oneid_not_configured',
  )
  linkOneId(
    @CurrentCaller() caller: Caller,
    @RequestId() requestId: string,
    @Body() dto: OneIdCodeDto,
  ): Promise<OneIdLinkViewDto> {
    return this.links.link(caller, requestId, dto);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Unlink OneID from your account' })
  @ApiNoContentResponse()
  @ApiErrors('oneid_not_linked', 'oneid_not_configured')
  unlinkOneId(@CurrentCaller() caller: Caller, @RequestId() requestId: string): Promise<void> {
    return this.links.unlink(caller, requestId);
  }
}
