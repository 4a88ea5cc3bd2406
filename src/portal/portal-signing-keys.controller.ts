import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { RotateSigningKeyDto, SigningKeyViewDto } from '../oauth/dto/signing-key.dto';
import { SigningKeysService } from '../oauth/signing-keys.service';

@ApiTags('portal: tokens')
@Controller('portal/signing-keys')
export class PortalSigningKeysController {
  constructor(private readonly keys: SigningKeysService) {}

  @Get()
  @Authorize('portal.keys.manage')
  @ApiOperation({ summary: 'The published signing keys: next, current and retired, oldest first' })
  @ApiOkResponse({ type: [SigningKeyViewDto] })
  listSigningKeys(): Promise<SigningKeyViewDto[]> {
    return this.keys.list();
  }

  @Post('rotate')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.keys.manage')
  @ApiOperation({
    summary:
      'A new signing key: signing in one hour, or at once with every other key revoked ({immediately: true}, after a leak)',
  })
  @ApiOkResponse({ type: [SigningKeyViewDto] })
  @ApiErrors('validation_failed')
  rotateSigningKey(@CurrentActor() actor: ActingUser, @Body() dto: RotateSigningKeyDto): Promise<SigningKeyViewDto[]> {
    return this.keys.rotate(actor, dto.immediately === true);
  }
}
