import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { MaxLen, OneOf, Trim } from '../../common/validation/field-rules';
import { DELIVERY_STATUSES, DeliveryStatus } from '../entities/webhook-delivery.entity';
import { DISABLED_REASONS, DisabledReason } from '../entities/webhook-endpoint.entity';

const EVENT_LENGTH = { each: true, context: { code: 'too_long', args: { max: 64 } } };
const EVENTS_SIZE = { context: { code: 'out_of_range', args: { min: 1, max: 100 } } };

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://tills.example.uz/hooks/identity', maxLength: 2048 })
  @IsString()
  @Trim()
  @MaxLen(2048)
  url!: string;

  @ApiProperty({
    type: [String],
    example: ['member.removed', 'organization.verification_decided'],
    description: 'Audit action names, or ["*"] for every event',
  })
  @IsArray()
  @ArrayMinSize(1, EVENTS_SIZE)
  @ArrayMaxSize(100, EVENTS_SIZE)
  @IsString({ each: true })
  @MaxLength(64, EVENT_LENGTH)
  events!: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLen(500)
  description?: string | null;
}

export class UpdateWebhookDto {
  @ApiPropertyOptional({ maxLength: 2048 })
  @IsOptional()
  @IsString()
  @Trim()
  @MaxLen(2048)
  url?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, EVENTS_SIZE)
  @ArrayMaxSize(100, EVENTS_SIZE)
  @IsString({ each: true })
  @MaxLength(64, EVENT_LENGTH)
  events?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLen(500)
  description?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class WebhookViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  url!: string;

  @ApiProperty({ type: [String] })
  events!: string[];

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({
    enum: DISABLED_REASONS,
    nullable: true,
    description:
      'Why the service disabled it: `creator_left` (its creator was removed from the organization or blocked), ' +
      '`failing` (every attempt failed for 5 days); null when enabled or disabled by a person. Enabling clears it.',
  })
  disabledReason!: DisabledReason | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The user who made it; null for endpoints made before this was kept',
  })
  createdBy!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** The view with the signing secret: the answer of creation and rotation, the only times it is shown. */
export class WebhookWithSecretDto extends WebhookViewDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Shown once' })
  secret!: string;
}

export class DeliveryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @IsOptional()
  @OneOf(DELIVERY_STATUSES)
  status?: DeliveryStatus;
}

export class DeliveryViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The event id, sent as webhook-id' })
  eventId!: string;

  @ApiProperty({ example: 'member.removed' })
  type!: string;

  @ApiProperty({ enum: DELIVERY_STATUSES })
  status!: DeliveryStatus;

  @ApiProperty({ type: 'integer' })
  attempts!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null once succeeded or failed' })
  nextAttemptAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
