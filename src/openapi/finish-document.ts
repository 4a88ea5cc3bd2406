import { STATUS_CODES } from 'node:http';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { ROLE_CATALOGUE } from '../access/role-catalogue';
import { REFRESH_COOKIE, REFRESH_COOKIE_SCHEME } from '../auth/refresh-cookie';
import { ERROR_STATUS, ErrorCode } from '../common/errors/error-codes';
import { ERROR_CODES_EXTENSION } from '../common/http/api-errors.decorator';
import { API_TAGS } from './api-tags';
import { errorContent, errorDescription, ErrorExampleContext } from './error-responses';
import { documentValidationRules } from './validation-rules';

/**
 * What every operation has in common, written once here instead of on each route: the
 * conventions of CONTRACT §7 and §9 (X-Request-Id, Retry-After, rate-limit headers, the web
 * cookie, Accept-Language), public routes' empty security, path parameters, the access
 * rule in words, and error responses with their codes as an enum and one example each.
 */

type Operation = OperationObject & {
  'x-permission'?: string;
  'x-public'?: boolean;
  'x-rate-limit'?: 'auth' | 'refresh';
  /** The route takes a staff token too (`@StaffAllowed`): no 403 for one. */
  'x-staff-token'?: boolean;
};

/** The security scheme of a service client's HTTP Basic credentials (introspection). */
export const SERVICE_CLIENT_SCHEME = 'service-client';
type Response = ResponseObject & { [ERROR_CODES_EXTENSION]?: ErrorCode[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
/** Methods whose body Fastify parses (by its Content-Type) before the route runs. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const ref = (kind: string, name: string): ReferenceObject => ({ $ref: `#/components/${kind}/${name}` });

const HEADERS: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description:
      'The request id, also `error.requestId` of an error: the caller’s own `X-Request-Id` when it is 1–128 ' +
      'characters of `[A-Za-z0-9._-]`, else a new UUID.',
    schema: { type: 'string', example: '3f1c2a9e-6b7d-4e21-9a55-0c8d7b1e4f60' },
  },
  'Retry-After': {
    description: 'Seconds until the request may be tried again.',
    schema: { type: 'integer', minimum: 1, example: 42 },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed per minute on this route from this client address.',
    schema: { type: 'integer', example: 10 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current minute after this one.',
    schema: { type: 'integer', example: 9 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the current window ends.',
    schema: { type: 'integer', example: 60 },
  },
  'Set-Cookie': {
    description:
      `Only with \`X-Client: web\`: \`${REFRESH_COOKIE}=<refresh token>; Path=/v1/auth; Expires=…; HttpOnly; Secure; ` +
      'SameSite=Strict` when a token pair is issued; the same cookie expired (cleared) on logout and on ' +
      '`session_expired`.',
    schema: { type: 'string', example: `${REFRESH_COOKIE}=…; Path=/v1/auth; HttpOnly; Secure; SameSite=Strict` },
  },
};

HEADERS['WWW-Authenticate-Basic'] = {
  description: 'RFC 7617 challenge of a 401 for a service client: HTTP Basic with its id and secret.',
  schema: { type: 'string', example: 'Basic realm="introspection", charset="UTF-8"' },
};

HEADERS['WWW-Authenticate'] = {
  description:
    'RFC 6750 challenge of a 401: `Bearer` when the request brought no token (`details.reason` `missing`), ' +
    'else `Bearer error="invalid_token"`.',
  schema: { type: 'string', enum: ['Bearer', 'Bearer error="invalid_token"'] },
};

const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

const RATE_LIMITS = {
  auth: 'Limited to `AUTH_RATE_LIMIT_PER_MINUTE` (default 10) requests a minute per client IP and route',
  refresh: 'Limited to `REFRESH_RATE_LIMIT_PER_MINUTE` (default 30) requests a minute per client IP',
} as const;

const ACCEPT_LANGUAGE: ParameterObject = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description:
    'Language of error messages: `en`, `ru` or `uz` (Latin script). Region tags fall to their language ' +
    '(`ru-RU` → `ru`), the supported language of highest q wins, none supported → `en`.',
  schema: { type: 'string', example: 'ru' },
};

/** What a path parameter names, by the segment before it. */
const PATH_PARAMETER_NAMES: Record<string, string> = {
  orgs: 'Organization id',
  users: 'User id',
  contracts: 'Contract id',
  sessions: 'Session id',
  members: 'The member’s user id',
  branches: 'Branch id',
  tills: 'Till id',
  'staff-sessions': 'Staff session id',
  'role-assignments': 'Role assignment id',
  lookup: 'Taxpayer identification number (TIN): 9 or 14 digits',
};

export function finishDocument(document: OpenAPIObject): OpenAPIObject {
  document.info.license = { name: 'UNLICENSED (proprietary)' };
  document.servers = [{ url: '/', description: 'The server that serves this document (paths include /v1)' }];
  document.tags = API_TAGS;
  const components = (document.components ??= {});
  components.securitySchemes = {
    ...components.securitySchemes,
    [REFRESH_COOKIE_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: REFRESH_COOKIE,
      description:
        'The refresh token of a browser (`X-Client: web`): HttpOnly, Secure, SameSite=Strict, Path=/v1/auth. ' +
        'Set by sign-in, rotated by refresh, cleared by logout.',
    },
  };
  components.headers = { ...components.headers, ...HEADERS };
  components.parameters = { ...components.parameters, AcceptLanguage: ACCEPT_LANGUAGE };
  documentValidationRules(document);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: Operation | undefined = item[method];
      if (operation) finishOperation(path, method, operation, document);
    }
  }
  return document;
}

function finishOperation(path: string, method: string, operation: Operation, document: OpenAPIObject): void {
  const parameters = (operation.parameters ??= []);
  declarePathParameters(path, parameters);
  parameters.push(ref('parameters', 'AcceptLanguage'));

  // Each requirement once (a controller's and a route's decorator may both name the bearer).
  const security = [...new Map((operation.security ?? []).map((s) => [JSON.stringify(s), s])).values()];
  const basic = security.some((s) => SERVICE_CLIENT_SCHEME in s);
  const till = security.some((s) => 'till' in s);
  if (operation['x-public']) {
    // A public route needs nothing; a cookie it reads (refresh, logout) stays optional. A service
    // client's Basic credentials are no option: without them the answer is 401.
    operation.security = basic ? security : security.length > 0 ? [...security, {}] : [];
  } else {
    operation.security = security.length > 0 ? security : [{ bearer: [] }];
  }
  // The access codes follow from the route's auth decorator, never from its @ApiErrors list:
  // every route without @Public answers unauthorized, every @Authorize route forbidden, and so
  // does every person's route to a staff token (CONTRACT §11.1: only @StaffAllowed takes one).
  if (!operation['x-public'] || basic) addErrorCode(operation, 'unauthorized', 'first');
  if (operation['x-permission'] || (!operation['x-public'] && !till && !operation['x-staff-token'])) {
    addErrorCode(operation, 'forbidden', 'first');
  }
  if (operation['x-rate-limit']) addErrorCode(operation, 'too_many_requests');
  // Every operation that parses a body (a body sent to POST, PUT, PATCH or DELETE is parsed
  // whether the route reads it or not) may find it malformed, not JSON, or holding a field an
  // operation without a body does not take (CONTRACT §12.4).
  if (operation.requestBody || BODY_METHODS.has(method)) {
    addErrorCode(operation, 'validation_failed');
    addErrorCode(operation, 'unsupported_media_type');
  }
  // Any request may carry an X-Client other than `web`, or a path that does not decode.
  addErrorCode(operation, 'validation_failed');
  // Any route may fail unexpectedly; listing it per route keeps each route's codes a closed union.
  addErrorCode(operation, 'internal_error');
  operation.description = [operation.description, accessNote(operation)].filter(Boolean).join('\n\n');

  const webCookie = parameters.some((p) => !('$ref' in p) && p.in === 'header' && p.name === 'X-Client');
  const context: ErrorExampleContext = {
    permission: operation['x-permission'],
    ...validatedField(operation, document),
  };
  for (const [status, entry] of Object.entries(operation.responses)) {
    if (!entry || '$ref' in entry) continue;
    const response = entry as Response;
    const codes = response[ERROR_CODES_EXTENSION];
    const headers: Record<string, ReferenceObject> = { 'X-Request-Id': ref('headers', 'X-Request-Id') };
    if (operation['x-rate-limit']) for (const name of RATE_LIMIT_HEADERS) headers[name] = ref('headers', name);
    if (status === '429') headers['Retry-After'] = ref('headers', 'Retry-After');
    if (codes?.includes('unauthorized')) {
      headers['WWW-Authenticate'] = ref('headers', basic ? 'WWW-Authenticate-Basic' : 'WWW-Authenticate');
    }
    if (webCookie && (status.startsWith('2') || codes?.includes('session_expired'))) {
      headers['Set-Cookie'] = ref('headers', 'Set-Cookie');
    }
    response.headers = { ...response.headers, ...headers };
    if (codes) {
      response.description = errorDescription(codes);
      response.content = errorContent(codes, context);
    } else if (Number(status) >= 400 && !response.content) {
      response.content = { 'application/json': { schema: ref('schemas', 'ErrorEnvelopeDto') } };
    } else if (!response.description) {
      response.description = STATUS_CODES[Number(status)] ?? status;
    }
  }
}

/** The uuid ids and the tin of the path template, declared when the route's code does not. */
function declarePathParameters(path: string, parameters: (ParameterObject | ReferenceObject)[]): void {
  const segments = path.split('/');
  segments.forEach((segment, index) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return;
    let parameter = parameters.find((p): p is ParameterObject => !('$ref' in p) && p.in === 'path' && p.name === name);
    if (!parameter) {
      parameter = { name, in: 'path', required: true, schema: { type: 'string' } };
      parameters.unshift(parameter);
    }
    parameter.description ??= PATH_PARAMETER_NAMES[segments[index - 1]];
    const schema = parameter.schema as SchemaObject | undefined;
    if ((name === 'id' || name.endsWith('Id')) && schema && !schema.format) {
      schema.format = 'uuid';
      parameter.description = `${parameter.description ?? 'Id'}; one that is not a UUID answers this resource’s 404 code`;
    }
  });
}

/**
 * Adds a code to the error response of its status, making that response when missing; an
 * access code goes first, ahead of the route's own codes of that status (insufficient_rank…).
 */
function addErrorCode(operation: Operation, code: ErrorCode, position: 'first' | 'last' = 'last'): void {
  const status = String(ERROR_STATUS[code]);
  const response = (operation.responses[status] ??= { description: '' }) as Response;
  if ('$ref' in response) return;
  const codes = (response[ERROR_CODES_EXTENSION] ??= []);
  if (codes.includes(code)) return;
  if (position === 'first') codes.unshift(code);
  else codes.push(code);
}

function accessNote(operation: Operation): string {
  const permission = operation['x-permission'];
  const lines: string[] = [];
  if (permission) {
    const roles = ROLE_CATALOGUE.filter((r) => (r.permissions as string[]).includes(permission)).map(
      (r) => `\`${r.code}\``,
    );
    const where = permission.startsWith('org.') ? ' on the organization of the path' : ' (platform roles)';
    lines.push(
      `**Permission:** \`${permission}\`${where}; held by ${roles.join(', ') || 'no seeded role'}. Without it: \`403 forbidden\`.`,
    );
  } else if (operation['x-public']) {
    lines.push('**Public:** no access token needed.');
  } else if (operation.security?.some((s) => 'till' in s)) {
    lines.push('**Till:** a paired till’s token only (`till` scheme); a person’s or a staff token is `401`.');
  } else {
    lines.push('**Signed in:** any active account (Bearer access token).');
  }
  const limit = operation['x-rate-limit'];
  if (limit)
    lines.push(`**Rate limit:** ${RATE_LIMITS[limit]} (\`X-RateLimit-*\` headers; then \`429\` with \`Retry-After\`).`);
  return lines.join('\n\n');
}

/** A field an example of `validation_failed` can name: a required one of the body, else a parameter. */
function validatedField(operation: Operation, document: OpenAPIObject): Omit<ErrorExampleContext, 'permission'> {
  const body = operation.requestBody;
  const schema = body && !('$ref' in body) ? body.content['application/json']?.schema : undefined;
  const name = schema && '$ref' in schema ? schema.$ref.split('/').pop() : undefined;
  const target = name ? document.components?.schemas?.[name] : undefined;
  if (target && !('$ref' in target)) {
    const required = target.required?.[0];
    if (required) return { field: required, fieldCode: 'required' };
    const first = Object.keys(target.properties ?? {})[0];
    if (first) return { field: first, fieldCode: 'invalid_format' };
  }
  const parameters = (operation.parameters ?? []).filter((p): p is ParameterObject => !('$ref' in p));
  const parameter =
    parameters.find((p) => p.in === 'query') ??
    parameters.find((p) => p.in === 'path' && (p.schema as SchemaObject | undefined)?.format !== 'uuid');
  return parameter ? { field: parameter.name, fieldCode: 'invalid_format' } : {};
}
