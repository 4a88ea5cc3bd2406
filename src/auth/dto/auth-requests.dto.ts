import { ApiProperty, ApiPropertyOptional, getSchemaPath, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { IsUzPhone, MaxLen, MinLen, NewPassword, PersonName, SameAs } from '../../common/validation/field-rules';
import { CodeChallengeDto } from './challenge.dto';

const CODE = Matches(/^\d{6}$/, { context: { code: 'digits', args: { count: 6 } } });
const UUID = IsUUID('all', { context: { code: 'invalid_uuid' } });

export class RegisterDto {
  @ApiProperty({ example: 'Alisher', minLength: 1, maxLength: 100 })
  @PersonName()
  firstName!: string;

  @ApiProperty({ example: 'Karimov', minLength: 1, maxLength: 100 })
  @PersonName()
  lastName!: string;

  @ApiProperty({ description: 'Uzbek mobile number in any common form; stored as E.164', example: '+998 90 123 45 67' })
  @IsUzPhone({ mobile: true })
  phone!: string;

  @ApiProperty({ minLength: 8, maxLength: 128, example: 'correct horse' })
  @NewPassword()
  password!: string;

  @ApiProperty({ description: 'Must equal password', example: 'correct horse' })
  @IsString()
  @SameAs('password')
  passwordConfirmation!: string;
}

export class VerifyCodeDto {
  @ApiProperty({ format: 'uuid' })
  @UUID
  challengeId!: string;

  @ApiProperty({ description: 'The 6-digit code from the SMS', example: '123456' })
  @IsString()
  @CODE
  code!: string;
}

export class LoginDto {
  @ApiProperty({ example: '+998901234567' })
  @IsUzPhone()
  phone!: string;

  @ApiProperty({ example: 'correct horse' })
  @IsString()
  @MinLen(1)
  @MaxLen(128)
  password!: string;
}

export class PhoneDto {
  @ApiProperty({ example: '+998901234567' })
  @IsUzPhone()
  phone!: string;
}

export class ResendDto {
  @ApiProperty({ format: 'uuid' })
  @UUID
  challengeId!: string;
}

export class RefreshDto {
  @ApiPropertyOptional({ description: 'Mobile clients only; web clients send the svc_refresh cookie' })
  @IsOptional()
  @IsString()
  refreshToken?: string;
}

/** A new password, typed twice. */
class NewPasswordFields {
  @ApiProperty({ minLength: 8, maxLength: 128 })
  @NewPassword()
  password!: string;

  @ApiProperty({ description: 'Must equal password' })
  @IsString()
  @SameAs('password')
  passwordConfirmation!: string;
}

export class PasswordResetConfirmDto extends IntersectionType(VerifyCodeDto, NewPasswordFields) {}

export class ChangePasswordDto extends NewPasswordFields {
  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLen(128)
  currentPassword?: string;
}

/** login/start for a password account (or a phone nobody should learn is unknown). */
export class LoginStartPasswordDto {
  @ApiProperty({ enum: ['password'], description: 'Sign in with POST /v1/auth/login' })
  method!: 'password';
}

/** login/start for an SMS-login account: a code was sent. */
export class LoginStartSmsDto extends CodeChallengeDto {
  @ApiProperty({ enum: ['sms'], description: 'A code was sent; sign in with POST /v1/auth/login/sms' })
  method!: 'sms';
}

/** The answer of login/start, a union on `method` (CONTRACT §5). */
export type LoginStartResponseDto = LoginStartPasswordDto | LoginStartSmsDto;

export const LOGIN_START_RESPONSE_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(LoginStartPasswordDto) }, { $ref: getSchemaPath(LoginStartSmsDto) }],
  discriminator: {
    propertyName: 'method',
    mapping: { password: getSchemaPath(LoginStartPasswordDto), sms: getSchemaPath(LoginStartSmsDto) },
  },
};
