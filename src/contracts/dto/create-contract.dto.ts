import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, registerDecorator } from 'class-validator';
import { isIsoDate, MONEY } from '../contract-terms';

/** A real calendar date written yyyy-MM-dd (validation code invalid_date). */
function IsCalendarDate(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { context: { code: 'invalid_date' } },
      validator: {
        validate: (value: unknown) => isIsoDate(value),
        // class-validator keeps the context only for a non-empty message; ours is by code.
        defaultMessage: () => 'invalid date',
      },
    });
  };
}

const Money = (): PropertyDecorator => Matches(MONEY, { context: { code: 'invalid_money' } });

/** POST /v1/portal/orgs/{id}/contracts: every field optional, defaults from CONTRACT_*. */
export class CreateContractDto {
  @ApiPropertyOptional({ description: 'yyyy-MM-dd; default today in Tashkent', format: 'date', example: '2026-03-15' })
  @IsOptional()
  @IsString()
  @IsCalendarDate()
  contractDate?: string;

  @ApiPropertyOptional({
    description: 'yyyy-MM-dd, after contractDate; default contractDate + CONTRACT_TERM_MONTHS months − 1 day',
    format: 'date',
    example: '2027-03-14',
  })
  @IsOptional()
  @IsString()
  @IsCalendarDate()
  expireDate?: string;

  @ApiPropertyOptional({ description: 'Whether the term renews by itself; default true', example: true })
  @IsOptional()
  @IsBoolean()
  autoRenew?: boolean;

  @ApiPropertyOptional({
    description: 'UZS, up to 12 digits and 2 decimals; default CONTRACT_CONNECTION_PRICE',
    example: '1500000.00',
  })
  @IsOptional()
  @IsString()
  @Money()
  connectionPrice?: string;

  @ApiPropertyOptional({
    description: 'UZS, up to 12 digits and 2 decimals; default CONTRACT_MONTHLY_PRICE',
    example: '350000.00',
  })
  @IsOptional()
  @IsString()
  @Money()
  monthlyPrice?: string;
}
