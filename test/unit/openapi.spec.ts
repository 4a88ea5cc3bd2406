import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ERROR_STATUS } from '../../src/common/errors/error-codes';
import { renderOpenApi } from '../../src/openapi/render';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Operation = Record<string, any> & { operationId: string; responses: Record<string, any> };
type Document = Record<string, any> & { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

function operations(document: Document): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]): [string, string, Operation] => [path, method, op]),
  );
}

describe('openapi.yaml', () => {
  let yaml: string;
  let document: Document;

  beforeAll(async () => {
    yaml = await renderOpenApi();
    document = parse(yaml) as Document;
  });

  it('is committed in sync with the code (run `npm run openapi`)', () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8');
    expect(yaml).toBe(committed);
  });

  it('names every operation after its controller method, uniquely', () => {
    const ids = operations(document).map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every tag an operation uses', () => {
    const described = new Map((document.tags as { name: string; description?: string }[]).map((t) => [t.name, t]));
    const used = new Set(operations(document).flatMap(([, , op]) => op.tags as string[]));
    expect([...used].filter((tag) => !described.get(tag)?.description)).toEqual([]);
  });

  it('declares every path parameter of the template, ids as uuids', () => {
    const problems: string[] = [];
    for (const [path, method, op] of operations(document)) {
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const parameter = (op.parameters as any[]).find((p) => p.in === 'path' && p.name === name);
        if (!parameter?.required) problems.push(`${method} ${path}: {${name}} undeclared`);
        else if ((name === 'id' || name.endsWith('Id')) && parameter.schema.format !== 'uuid') {
          problems.push(`${method} ${path}: {${name}} not a uuid`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives public operations an explicit security, others the bearer scheme, and all a description naming access', () => {
    for (const [path, method, op] of operations(document)) {
      const where = `${method} ${path}`;
      expect([where, Array.isArray(op.security)]).toEqual([where, true]);
      if (op['x-public']) {
        expect([where, op.security.every((s: object) => !('bearer' in s))]).toEqual([where, true]);
      } else {
        // CONTRACT §11.1: the routes of a paired till take a till token, under its own scheme.
        const scheme = path === '/v1/till' || path.startsWith('/v1/till/') ? 'till' : 'bearer';
        expect([where, op.security]).toEqual([where, [{ [scheme]: [] }]]);
      }
      if (op['x-permission']) expect(op.description).toContain(`\`${op['x-permission']}\``);
      expect([where, Boolean(op.description)]).toEqual([where, true]);
    }
  });

  it('makes ErrorDto.code the catalogue as an enum', () => {
    expect(document.components.schemas.ErrorDto.properties.code.allOf).toEqual([
      { $ref: '#/components/schemas/ErrorCode' },
    ]);
    expect([...document.components.schemas.ErrorCode.enum].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it('narrows each error response to its codes, of its status, each with an example of that code', () => {
    for (const [path, method, op] of operations(document)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const codes = response['x-error-codes'] as (keyof typeof ERROR_STATUS)[] | undefined;
        if (!codes) continue;
        const where = `${method} ${path} ${status}`;
        expect([where, codes.map((c) => String(ERROR_STATUS[c]))]).toEqual([where, codes.map(() => status)]);
        const content = response.content['application/json'];
        expect([where, content.schema.allOf[1].properties.error.allOf[1].properties.code.enum]).toEqual([where, codes]);
        const examples = Object.values(content.examples as Record<string, { value: { error: { code: string } } }>).map(
          (e) => e.value.error.code,
        );
        expect([where, examples.sort()]).toEqual([where, [...codes].sort()]);
      }
    }
  });

  it('documents X-Request-Id on every response, Retry-After on every 429, the rate-limit headers where limited', () => {
    for (const [path, method, op] of operations(document)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const where = `${method} ${path} ${status}`;
        const headers = Object.keys(response.headers ?? {});
        expect([where, headers.includes('X-Request-Id')]).toEqual([where, true]);
        if (status === '429') expect([where, headers.includes('Retry-After')]).toEqual([where, true]);
        if (op['x-rate-limit']) expect([where, headers.includes('X-RateLimit-Remaining')]).toEqual([where, true]);
      }
      if (op['x-rate-limit']) expect(op.responses['429']).toBeDefined();
    }
  });

  it('documents the web flow: Set-Cookie on sign-in, the cookie scheme and an optional body on refresh and logout', () => {
    const auth = document.paths;
    for (const path of ['/v1/auth/login', '/v1/auth/verify-phone', '/v1/auth/login/sms', '/v1/auth/refresh']) {
      expect(Object.keys(auth[path].post.responses['200'].headers)).toContain('Set-Cookie');
    }
    expect(Object.keys(auth['/v1/auth/logout'].post.responses['204'].headers)).toContain('Set-Cookie');
    expect(document.components.securitySchemes.refreshCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'svc_refresh' }),
    );
    for (const path of ['/v1/auth/refresh', '/v1/auth/logout']) {
      expect(auth[path].post.security).toEqual([{ refreshCookie: [] }, {}]);
      expect(auth[path].post.requestBody.required).toBe(false);
    }
  });

  it('tells the two answers of login/start apart by method, and role scopes by type', () => {
    const schema = document.paths['/v1/auth/login/start'].post.responses['200'].content['application/json'].schema;
    expect(schema.discriminator.propertyName).toBe('method');
    expect(Object.keys(schema.discriminator.mapping).sort()).toEqual(['password', 'sms']);
    const scope = document.components.schemas.RoleAssignmentViewDto.properties.scope;
    expect(Object.keys(scope.discriminator.mapping).sort()).toEqual(['branch', 'client', 'organization', 'platform']);
    expect(document.components.schemas.BranchScopeDto.required.sort()).toEqual(
      ['branchId', 'clientId', 'organizationId', 'type'].sort(),
    );
  });

  it('types numbers that are whole as integers, ids as uuids and timestamps as date-times', () => {
    expect(yaml).not.toMatch(/type: number/);
    const notUuid = new Set(['ErrorDto.requestId', 'AuditEventViewDto.requestId', 'ContractViewDto.edocDocumentId']);
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(document.components.schemas as Record<string, any>)) {
      for (const [property, value] of Object.entries((schema.properties ?? {}) as Record<string, any>)) {
        const where = `${name}.${property}`;
        if (/At$/.test(property) && value.format !== 'date-time') problems.push(`${where} not a date-time`);
        if ((property === 'id' || /Id$/.test(property)) && !notUuid.has(where) && value.format !== 'uuid') {
          problems.push(`${where} not a uuid`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
