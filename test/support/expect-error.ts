import { TestResponse } from './test-app';

/** The specification's error envelope with this status and code: {error: {code, message, details?, requestId}}. */
export function expectError(res: TestResponse, status: number, code: string): void {
  expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  expect(Object.keys(res.body)).toEqual(['error']);
  expect(['code', 'message', 'details', 'requestId']).toEqual(expect.arrayContaining(Object.keys(res.body.error)));
  expect(res.body.error.message).toEqual(expect.any(String));
  expect(res.body.error.message).not.toBe('');
  expect(res.body.error.requestId).toEqual(expect.any(String));
  expect(res.headers.get('x-request-id')).toBe(res.body.error.requestId);
}

/** validation_failed naming this field (and, when given, this stable code). */
export function expectFieldError(res: TestResponse, field: string, code?: string): void {
  expectError(res, 400, 'validation_failed');
  const item = (res.body.error.details.errors as { field: string; code: string }[]).find((e) => e.field === field);
  expect(item).toBeDefined();
  if (code) expect(item!.code).toBe(code);
}
