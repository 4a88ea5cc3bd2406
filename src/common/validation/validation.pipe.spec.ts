import { Type } from 'class-transformer';
import { IsOptional, IsString, ValidateNested } from 'class-validator';
import { ValidationFailedException } from '../errors/domain.exception';
import { Digits, IsUzPhone, MaxLen, MinLen, SameAs, Trim } from './field-rules';
import { createValidationPipe } from './validation.pipe';

class PartyDto {
  @IsString()
  @Digits(9)
  tin!: string;
}

class SampleDto {
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(5)
  name!: string;

  @IsUzPhone({ mobile: true })
  phone!: string;

  @IsString()
  @MinLen(8)
  password!: string;

  @IsString()
  @SameAs('password')
  passwordConfirmation!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => PartyDto)
  seller?: PartyDto;
}

async function validate(body: unknown): Promise<unknown> {
  return createValidationPipe().transform(body, { type: 'body', metatype: SampleDto });
}

async function errorsOf(body: unknown): Promise<unknown> {
  try {
    await validate(body);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedException);
    return (error as ValidationFailedException).errors;
  }
  throw new Error('expected validation to fail');
}

describe('validation pipe', () => {
  const valid = { name: ' Ali ', phone: '(90) 123-45-67', password: 'secret123', passwordConfirmation: 'secret123' };

  it('normalises the phone to E.164, trims names and strips unknown fields', async () => {
    const result = await validate({ ...valid, extra: 'x' });
    expect(result).toEqual({
      name: 'Ali',
      phone: '+998901234567',
      password: 'secret123',
      passwordConfirmation: 'secret123',
    });
  });

  it('reports one stable code per field, with message arguments', async () => {
    expect(await errorsOf({ ...valid, name: 'Alisher', password: 'short', passwordConfirmation: 'other' })).toEqual([
      { field: 'name', code: 'too_long', args: { max: 5 } },
      { field: 'password', code: 'too_short', args: { min: 8 } },
      { field: 'passwordConfirmation', code: 'password_mismatch', args: undefined },
    ]);
  });

  it('says required for a missing field and must_be_string for a wrong type', async () => {
    expect(await errorsOf({ ...valid, name: undefined, password: 12345678, passwordConfirmation: 12345678 })).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required' },
        { field: 'password', code: 'must_be_string', args: undefined },
      ]),
    );
  });

  it('refuses a landline where a mobile number is needed, and a foreign number', async () => {
    expect(await errorsOf({ ...valid, phone: '71 234 56 78' })).toEqual([
      { field: 'phone', code: 'invalid_mobile_phone', args: undefined },
    ]);
    expect(await errorsOf({ ...valid, phone: '+7 912 345 67 89' })).toEqual([
      { field: 'phone', code: 'invalid_mobile_phone', args: undefined },
    ]);
  });

  it('writes nested paths as sent', async () => {
    expect(await errorsOf({ ...valid, seller: { tin: '12' } })).toEqual([
      { field: 'seller.tin', code: 'digits', args: { count: 9 } },
    ]);
  });
});
