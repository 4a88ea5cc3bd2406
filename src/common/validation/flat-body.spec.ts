import { ValidationPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Exclude, Expose, Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { LoginDto } from '../../auth/dto/auth-requests.dto';
import { IntrospectDto } from '../../oauth/dto/introspection.dto';
import { SetPinDto } from '../../staff/dto/member.dto';
import { ValidationFailedException } from '../errors/domain.exception';
import { isFlat, isPlainDto } from './flat-body';
import { MaxLen } from './field-rules';
import { createValidationPipe, SHARED_OPTIONS } from './validation.pipe';

class FlatDto {
  @ApiProperty()
  @IsString()
  @MaxLen(5)
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  count?: number = 3;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  flag?: boolean | null;

  get shout(): string {
    return this.name.toUpperCase();
  }

  private stored = '';
  set written(value: string) {
    this.stored = value;
  }
  get written(): string {
    return this.stored;
  }

  describe(): string {
    return this.name;
  }
}

/** No methods or accessors: the shortcut's kind. */
class PlainDto {
  @ApiProperty()
  @IsString()
  @MaxLen(5)
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  count?: number = 3;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  flag?: boolean | null;
}

class ChildDto extends PlainDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  extra?: string;
}

class TypedDto {
  @Type(() => Number)
  n!: number;
}
class TransformedDto {
  @Transform(({ value }: { value: unknown }) => value)
  s!: string;
}
class ExposedDto {
  @Expose({ name: 'other' })
  s!: string;
}
@Exclude()
class ExcludedDto {
  s!: string;
}
class ChildOfTyped extends TypedDto {}
class ChildOfFlat extends FlatDto {}

describe('flat bodies (the validation pipe without class-transformer)', () => {
  it('takes the shortcut only for DTOs class-transformer knows nothing of, ancestors included', () => {
    expect(isPlainDto(SetPinDto)).toBe(true);
    expect(isPlainDto(IntrospectDto)).toBe(true);
    expect(isPlainDto(PlainDto)).toBe(true);
    expect(isPlainDto(ChildDto)).toBe(true);
    // Methods or accessors: class-transformer skips their keys, and may throw on an inherited getter.
    for (const dto of [
      FlatDto,
      ChildOfFlat,
      TypedDto,
      TransformedDto,
      ExposedDto,
      ExcludedDto,
      ChildOfTyped,
      LoginDto,
    ]) {
      expect(isPlainDto(dto)).toBe(false);
    }
  });

  it('and only for values that hold nothing but primitives', () => {
    expect(isFlat({ a: 'x', b: 1, c: true, d: null })).toBe(true);
    expect(isFlat({ a: {} })).toBe(false);
    expect(isFlat({ a: [] })).toBe(false);
  });

  // The reference: Nest's pipe with the same options, class-transformer and all.
  const reference = new ValidationPipe({ ...SHARED_OPTIONS, forbidNonWhitelisted: true });
  const ours = createValidationPipe();
  const outcome = async (pipe: ValidationPipe, dto: new () => unknown, body: string): Promise<unknown> => {
    try {
      const value = JSON.parse(body) as object;
      const result = (await pipe.transform(value, { type: 'body', metatype: dto })) as object;
      return { ok: result.constructor.name, fields: { ...result }, value };
    } catch (error) {
      return error instanceof ValidationFailedException ? { failed: error.errors } : { thrown: String(error) };
    }
  };

  const bodies = [
    '{"name":"Ali"}',
    '{"name":"Ali","count":7,"flag":true}',
    '{"name":"Ali","flag":null}',
    '{}',
    '{"name":12}',
    '{"name":"Alisher","count":"7","flag":"yes"}',
    '{"name":"Ali","unknown":"x","other":2}',
    '{"name":"Ali","constructor":"x","prototype":"y"}',
    '{"name":"Ali","__proto__":"x"}',
    '{"name":"Ali","toString":"x","hasOwnProperty":1,"describe":"d","shout":"s","written":"w","stored":"s"}',
    '{"name":"Ali","extra":"e"}',
    '{"name":"Ali","extra":5}',
    '{"pin":"480516"}',
    '{"pin":480516}',
    '{"pin":"48051","x":true}',
    '{"token":"abc","token_type_hint":"access_token"}',
    '{"token":"abc","token_type_hint":7,"more":"x"}',
  ];
  const dtos = [PlainDto, ChildDto, FlatDto, ChildOfFlat, SetPinDto, IntrospectDto];

  it.each(dtos.flatMap((dto) => bodies.map((body) => [dto.name, body, dto] as const)))(
    '%s answers %s as the full path does',
    async (_, body, dto) => {
      expect(await outcome(ours, dto, body)).toEqual(await outcome(reference, dto, body));
    },
  );
});
