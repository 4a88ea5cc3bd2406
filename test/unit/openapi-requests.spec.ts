import { parse } from 'yaml';
import { ValidationFailedException } from '../../src/common/errors/domain.exception';
import { createValidationPipe } from '../../src/common/validation/validation.pipe';
import { renderOpenApi } from '../../src/openapi/render';
import { validatedClasses } from '../../src/platform/class-validator-storage';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Operation = Record<string, any> & { responses: Record<string, any> };
type Document = Record<string, any> & { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Codes that JSON Schema cannot state (described in words instead). */
const NOT_SCHEMA_CODES = new Set(['password_mismatch', 'invalid_phone', 'invalid_mobile_phone', 'required']);

/** CONTRACT §9: what the document tells a client about the bodies it may send. */
describe('openapi.yaml: request bodies', () => {
  let document: Document;
  let bodies: [string, string, string][];

  beforeAll(async () => {
    document = parse(await renderOpenApi()) as Document;
    bodies = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]?.requestBody).map((m): [string, string, string] => [
        `${m} ${path}`,
        m,
        String(item[m].requestBody.content['application/json'].schema.$ref).split('/').pop() as string,
      ]),
    );
  });

  it('documents 400 validation_failed and 415 unsupported_media_type on every operation that parses a body', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op || !(op.requestBody || ['post', 'put', 'patch'].includes(method))) continue;
        if (!op.responses['400']?.['x-error-codes']?.includes('validation_failed'))
          problems.push(`${method} ${path} 400`);
        if (!op.responses['415']?.['x-error-codes']?.includes('unsupported_media_type')) {
          problems.push(`${method} ${path} 415`);
        }
      }
    }
    expect(bodies.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  /** Whether the pipe refuses `value` for `property` of `dto` alone, with a code a schema can state. */
  async function refuses(dto: new () => unknown, property: string, value: unknown): Promise<string | undefined> {
    try {
      await createValidationPipe().transform({ [property]: value }, { type: 'body', metatype: dto });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      const item = error.errors.find((e) => e.field === property);
      return item && !NOT_SCHEMA_CODES.has(item.code) ? item.code : undefined;
    }
  }

  it('states every length and shape the service enforces on a body field', async () => {
    const classes = new Map(validatedClasses().map((c) => [c.name, c]));
    const problems: string[] = [];
    for (const [where, , name] of bodies) {
      const dto = classes.get(name);
      const schema = document.components.schemas[name];
      if (!dto) continue;
      for (const [property, value] of Object.entries(schema.properties as Record<string, any>)) {
        if (value.type !== 'string') continue;
        const stated = value.minLength >= 1 || value.pattern || value.enum || value.format;
        const empty = await refuses(dto, property, '');
        if (empty && !stated) problems.push(`${where} ${name}.${property}: '' is ${empty}, not stated`);
        const long = await refuses(dto, property, 'x'.repeat(5_000));
        if (long === 'too_long' && !(value.maxLength < 5_000))
          problems.push(`${where} ${name}.${property}: no maxLength`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('states the patterns of tin, bankMfo, bankAccount, PIN and code, and minLength 1 where empty is refused', () => {
    const schemas = document.components.schemas;
    expect(schemas.CreateOrganizationDto.properties.tin.pattern).toBe('^(\\d{9}|\\d{14})$');
    expect(schemas.UpdateOrganizationDto.properties.bankMfo.pattern).toBe('^\\d{5}$');
    expect(schemas.UpdateOrganizationDto.properties.bankAccount.pattern).toBe('^\\d{20}$');
    expect(schemas.SetPinDto.properties.pin.pattern).toBe('^\\d{6}$');
    expect(schemas.VerifyCodeDto.properties.code.pattern).toBe('^\\d{6}$');
    expect(schemas.LoginDto.properties.password.minLength).toBe(1);
    expect(schemas.VerificationDecisionDto.properties.note.minLength).toBe(1);
  });
});
