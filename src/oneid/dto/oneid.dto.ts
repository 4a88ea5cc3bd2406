import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MaxLen, MinLen } from '../../common/validation/field-rules';

/** Where the browser goes to sign in at OneID, and the flow's single-use state. */
export class OneIdStartDto {
  @ApiProperty({
    description: "OneID's sign-in page; OneID sends the browser back to ONEID_REDIRECT_URI with `code` and `state`",
    example:
      'https://sso.egov.uz/sso/oauth/Authorization.do?response_type=one_code&client_id=shop&redirect_uri=https%3A%2F%2Fportal.example.uz%2Foneid&scope=shop&state=Qm9vZ2…',
  })
  authorizationUrl!: string;

  @ApiProperty({
    description: '32 random bytes, base64url: single use, valid 10 minutes, bound to this flow',
    example: 'oL5uX2m3n1d8Jq0c7m8fZ0p1y4dR6k2e9w3s5a7b1c0',
  })
  state!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds the state stays valid', example: 600 })
  expiresIn!: number;
}

/** What OneID sent the browser back with. */
export class OneIdCodeDto {
  @ApiProperty({ description: 'The code OneID gave the browser', example: 'a1b2c3d4e5', minLength: 1, maxLength: 512 })
  @IsString()
  @MinLen(1)
  @MaxLen(512)
  code!: string;

  @ApiProperty({ description: 'The state of the flow, as `…/start` answered it', minLength: 1, maxLength: 128 })
  @IsString()
  @MinLen(1)
  @MaxLen(128)
  state!: string;
}
