import { getMetadataStorage, IsInt, IsString, validate } from 'class-validator';
import { cacheValidatorMetadata } from './class-validator-storage';

class ParentDto {
  @IsString()
  name!: string;
}

class ChildDto extends ParentDto {
  @IsInt()
  count!: number;
}

const fieldsOf = async (object: object): Promise<string[]> =>
  (await validate(object, { whitelist: true, forbidNonWhitelisted: true })).map((error) => error.property).sort();

describe("class-validator's rule lookup, kept per class", () => {
  beforeAll(() => cacheValidatorMetadata());

  it('answers the lookup once per class and options, inherited rules included', async () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(ChildDto, undefined as unknown as string, false, false);
    expect(storage.getTargetValidationMetadatas(ChildDto, undefined as unknown as string, false, false)).toBe(first);
    expect(first.map((m) => m.propertyName).sort()).toEqual(['count', 'name']);
    expect(await fieldsOf(Object.assign(new ChildDto(), { name: 1, count: 'x', extra: true }))).toEqual([
      'count',
      'extra',
      'name',
    ]);
  });

  it('forgets it when a rule is added, so a late decorator counts', async () => {
    const storage = getMetadataStorage();
    const before = storage.getTargetValidationMetadatas(ChildDto, undefined as unknown as string, false, false);
    expect(await fieldsOf(Object.assign(new ChildDto(), { name: 'a', count: 1, late: 5 }))).toEqual(['late']);
    IsString()(ParentDto.prototype, 'late');
    expect(storage.getTargetValidationMetadatas(ChildDto, undefined as unknown as string, false, false)).not.toBe(
      before,
    );
    expect(await fieldsOf(Object.assign(new ChildDto(), { name: 'a', count: 1, late: 5 }))).toEqual(['late']);
    expect(await fieldsOf(Object.assign(new ChildDto(), { name: 'a', count: 1, late: 'x' }))).toEqual([]);
  });
});
