import { Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateNested } from 'class-validator';
import { ValidationFailedException } from '../errors/domain.exception';
import { Digits, IsUzPhone, MaxLen, MinLen, SameAs, Trim } from './field-rules';
import { createValidationPipe } from './validation.pipe';

class PartyDto {
  @ApiProperty()
  @IsString()
  @Digits(9)
  tin!: string;
}

class SampleDto {
  @ApiProperty()
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

  @ApiPropertyOptional({ type: () => PartyDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PartyDto)
  seller?: PartyDto;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  note?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  nickname?: string;
}

class QueryDto {
  @IsOptional()
  @IsString()
  query?: string;
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

  it('normalises the phone to E.164 and trims names', async () => {
    const result = await validate(valid);
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

  it('refuses a field the DTO does not define, nested too, beside the other errors', async () => {
    expect(await errorsOf({ ...valid, extra: 'x', name: '', seller: { tin: '123456789', foo: 1 } })).toEqual(
      expect.arrayContaining([
        { field: 'extra', code: 'unknown_field', args: undefined },
        { field: 'seller.foo', code: 'unknown_field', args: undefined },
        { field: 'name', code: 'too_short', args: { min: 1 } },
      ]),
    );
  });

  it('ignores an unknown query parameter', async () => {
    const pipe = createValidationPipe();
    expect(await pipe.transform({ query: 'a', _: '1' }, { type: 'query', metatype: QueryDto })).toEqual({ query: 'a' });
  });

  it('takes null only where the document says nullable: not_nullable, or required for a required field', async () => {
    await expect(validate({ ...valid, note: null })).resolves.toEqual(expect.objectContaining({ note: null }));
    expect(await errorsOf({ ...valid, nickname: null, name: null, seller: { tin: null } })).toEqual([
      { field: 'name', code: 'required' },
      { field: 'nickname', code: 'not_nullable' },
      { field: 'seller.tin', code: 'required' },
    ]);
  });

  it.each([
    ['a lone high surrogate', 'A\ud800'],
    ['a lone low surrogate', '\udc00A'],
    ['a NUL character', 'A\u0000'],
  ])('refuses %s in a value, nested value, key or query as invalid_format', async (_name, text) => {
    expect(await errorsOf({ ...valid, nickname: text })).toEqual([{ field: 'nickname', code: 'invalid_format' }]);
    expect(await errorsOf({ ...valid, seller: { tin: text } })).toEqual([
      { field: 'seller.tin', code: 'invalid_format' },
    ]);
    expect(await errorsOf({ ...valid, [text]: 'x' })).toEqual([{ field: text, code: 'invalid_format' }]);
    await expect(
      createValidationPipe().transform({ query: text }, { type: 'query', metatype: QueryDto }),
    ).rejects.toEqual(new ValidationFailedException([{ field: 'query', code: 'invalid_format' }]));
  });

  it('takes a well-formed surrogate pair', async () => {
    await expect(validate({ ...valid, nickname: 'A😀' })).resolves.toEqual(
      expect.objectContaining({ nickname: 'A😀' }),
    );
  });

  it.each([null, [], 'x', 42, true])('refuses the body %p where an object is expected', async (body) => {
    expect(await errorsOf(body)).toEqual([{ field: 'body', code: 'must_be_object' }]);
  });
});
