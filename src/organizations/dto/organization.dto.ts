import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { Digits, IsUzPhone, MaxLen, MinLen, OneOf, Trim } from '../../common/validation/field-rules';
import {
  ORGANIZATION_KINDS,
  OrganizationKind,
  VERIFICATION_METHODS,
  VERIFICATION_STATUSES,
  VerificationMethod,
  VerificationStatus,
} from '../entities/organization.entity';

/** 9 digits for a company, 9 or 14 (PINFL) for an individual entrepreneur. */
export const TIN = /^(\d{9}|\d{14})$/;

/** A legal entity's tin has 9 digits; an individual's 9 or 14 (CONTRACT §9). */
function TinFitsKind(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'tinFitsKind',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { context: { code: 'tin_legal_format' } },
      validator: {
        // A tin of no valid shape is tin_format's to report.
        validate: (value: unknown, args: ValidationArguments) =>
          (args.object as { kind?: unknown }).kind !== 'legal' || typeof value !== 'string' || !/^\d{14}$/.test(value),
        defaultMessage: () => 'tin does not fit kind',
      },
    });
}

/** The optional requisites, shared by creation and change; null clears one. */
export class RequisitesDto {
  @ApiPropertyOptional({ type: String, nullable: true, minLength: 1, maxLength: 500, example: 'Tashkent, Chilanzar 9' })
  @IsOptional()
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(500)
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, minLength: 1, maxLength: 200, example: 'Karimov Jasur' })
  @IsOptional()
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(200)
  directorName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Any Uzbek number; stored as E.164',
    example: '+998 71 200 00 00',
  })
  @IsOptional()
  @IsUzPhone()
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, minLength: 1, maxLength: 200, example: 'Kapitalbank' })
  @IsOptional()
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(200)
  bankName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: '5 digits', example: '01018' })
  @IsOptional()
  @IsString()
  @Digits(5)
  bankMfo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: '20 digits', example: '20208000900123456001' })
  @IsOptional()
  @IsString()
  @Digits(20)
  bankAccount?: string | null;
}

export class CreateOrganizationDto extends RequisitesDto {
  @ApiProperty({ enum: ORGANIZATION_KINDS })
  @OneOf(ORGANIZATION_KINDS)
  kind!: OrganizationKind;

  @ApiProperty({ description: '9 digits (legal) or 9 or 14 digits (individual); never changes', example: '301234567' })
  @IsString()
  @Matches(TIN, { context: { code: 'tin_format' } })
  @TinFitsKind()
  tin!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Adds to this existing client; omitted: a new client' })
  @IsOptional()
  @IsUUID('all', { context: { code: 'invalid_uuid' } })
  clientId?: string;

  @ApiProperty({ minLength: 1, maxLength: 300, example: 'OSHXONA GULLARI MCHJ' })
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(300)
  name!: string;
}

export class UpdateOrganizationDto extends RequisitesDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 300 })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(300)
  name?: string;
}

export class ListOrganizationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name or of the tin' })
  @IsOptional()
  @IsString()
  @MaxLen(300)
  query?: string;

  @ApiPropertyOptional({ enum: VERIFICATION_STATUSES })
  @IsOptional()
  @OneOf(VERIFICATION_STATUSES)
  verificationStatus?: VerificationStatus;
}

const DECISIONS = ['verified', 'needs_action', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export class VerificationDecisionDto {
  @ApiProperty({ enum: DECISIONS })
  @OneOf(DECISIONS)
  status!: Decision;

  @ApiPropertyOptional({ maxLength: 1000, description: 'Required for needs_action and rejected' })
  @ValidateIf((o: VerificationDecisionDto, value) => value !== undefined || o.status !== 'verified')
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(1000)
  note?: string;
}

export class OrganizationViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  clientId!: string;

  @ApiProperty({ enum: ORGANIZATION_KINDS })
  kind!: OrganizationKind;

  @ApiProperty({ example: '301234567' })
  tin!: string;

  @ApiProperty({ example: 'OSHXONA GULLARI MCHJ' })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  address!: string | null;

  @ApiProperty({ type: String, nullable: true })
  directorName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'E.164' })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bankName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: '5 digits' })
  bankMfo!: string | null;

  @ApiProperty({ type: String, nullable: true, description: '20 digits' })
  bankAccount!: string | null;

  @ApiProperty({ enum: VERIFICATION_STATUSES })
  verificationStatus!: VerificationStatus;

  @ApiProperty({
    enum: VERIFICATION_METHODS,
    nullable: true,
    description: 'How the organization was verified: by staff, or by its legal key through OneID; null until verified',
  })
  verificationMethod!: VerificationMethod | null;

  @ApiProperty({ enum: ['contract_required', 'contract_in_progress', 'contract_signed'] })
  contractStatus!: string;

  @ApiProperty({ type: String, nullable: true })
  verificationNote!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  submittedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** Company data from the document-exchange service, for the self-service form. */
export class CompanyLookupDto {
  @ApiProperty({ example: '301234567' })
  tin!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  address!: string | null;

  @ApiProperty({ type: String, nullable: true })
  directorName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bankName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bankMfo!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bankAccount!: string | null;
}
