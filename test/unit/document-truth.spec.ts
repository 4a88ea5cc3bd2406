import fs from 'node:fs';
import { createServer } from 'node:http';
import { undocumented } from '../support/document-truth';

const USER = '/v1/portal/users/6f1c2a9e-6b7d-4e21-9a55-0c8d7b1e4f60';
const json = 'application/json; charset=utf-8';
/** A user view as the document describes it (UserViewDto). */
const user = {
  id: 'u',
  phone: '+998901234567',
  firstName: 'A',
  lastName: 'B',
  status: 'active',
  authMethod: 'password',
  hasPassword: true,
  roleAssignments: [],
  lastLoginAt: null,
  createdAt: '2026-11-29T00:00:00.000Z',
  oneid: null,
};
const envelope = (code: string) => JSON.stringify({ error: { code, message: 'm', requestId: 'r' } });

/**
 * The check every test app makes of its answers against openapi.yaml (test/support/document-truth.ts):
 * planted answers the document does not list are caught; the ones it lists pass.
 */
describe('answers held to openapi.yaml', () => {
  it('passes what the document lists: statuses, error codes of their response, bodies', () => {
    const block = { method: 'POST', url: `${USER}/block`, contentType: json };
    expect(undocumented({ ...block, status: 200, body: JSON.stringify(user) })).toBeNull();
    expect(undocumented({ ...block, status: 401, body: envelope('unauthorized') })).toBeNull();
    // A staff token on a person's route, and a body on an operation that defines none (CONTRACT §12.4).
    expect(undocumented({ ...block, status: 403, body: envelope('forbidden') })).toBeNull();
    expect(undocumented({ ...block, status: 400, body: envelope('validation_failed') })).toBeNull();
    expect(undocumented({ method: 'DELETE', url: '/v1/me/sessions/x', status: 204, body: '' })).toBeNull();
    expect(
      undocumented({
        method: 'POST',
        url: '/v1/oauth/introspect',
        status: 401,
        contentType: json,
        body: envelope('unauthorized'),
      }),
    ).toBeNull();
  });

  it('catches a planted status, code or body the document does not list', () => {
    const block = { method: 'POST', url: `${USER}/block`, contentType: json };
    expect(undocumented({ ...block, status: 418, body: envelope('teapot') })).toMatch(
      /^POST \/v1\/portal\/users\/\{id\}\/block answered 418, a status the document does not list$/,
    );
    expect(undocumented({ ...block, status: 404, body: envelope('organization_not_found') })).toMatch(
      /organization_not_found, a code the document does not list$/,
    );
    expect(undocumented({ method: 'DELETE', url: '/v1/me/sessions/x', status: 204, body: '{}' })).toMatch(
      /a body the document does not describe$/,
    );
    expect(undocumented({ ...block, status: 200, body: '' })).toMatch(/without the body the document describes$/);
    expect(undocumented({ ...block, status: 200, body: JSON.stringify({ ...user, pinfl: '1' }) })).toMatch(
      /a body of another shape: properties the schema does not define: pinfl$/,
    );
    const { phone: _, ...noPhone } = user;
    expect(undocumented({ ...block, status: 200, body: JSON.stringify(noPhone) })).toMatch(
      /a body of another shape: required properties missing: phone$/,
    );
  });

  it('leaves paths and methods the document does not have alone', () => {
    expect(
      undocumented({ method: 'GET', url: '/nowhere', status: 404, contentType: json, body: envelope('not_found') }),
    ).toBeNull();
    expect(undocumented({ method: 'OPTIONS', url: `${USER}/block`, status: 204, body: '' })).toBeNull();
  });

  /**
   * Parsing the document holds the event loop for seconds on a busy machine: on a server's first
   * answer it held HAProxy's first checks of the other apps of the file past their timeout.
   */
  it('reads the document when it starts watching a server, before any answer', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      jest.isolateModules(() => {
        // A fresh copy of the module, which has read nothing yet.
        const { watchAnswers } =
          jest.requireActual<typeof import('../support/document-truth')>('../support/document-truth');
        watchAnswers(createServer());
      });
      expect(read.mock.calls.map(([path]) => String(path))).toContainEqual(
        expect.stringMatching(/openapi\.yaml$|\.openapi\.json$/),
      );
    } finally {
      read.mockRestore();
    }
  });
});
