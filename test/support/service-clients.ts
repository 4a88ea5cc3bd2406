import { TestApp, TestResponse } from './test-app';

export interface ServiceClientCredentials {
  id: string;
  clientId: string;
  clientSecret: string;
}

/** A service client made through the portal by a caller who may manage them. */
export async function createServiceClient(
  t: TestApp,
  token: string,
  name = 'billing',
): Promise<ServiceClientCredentials> {
  const res = await t.request('POST', '/v1/portal/service-clients', { token, body: { name } });
  if (res.status !== 201) throw new Error(`service client: ${res.status} ${res.text}`);
  return res.body as ServiceClientCredentials;
}

export const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** RFC 7662 introspection as another service makes it: a form body and HTTP Basic. */
export function introspect(
  t: TestApp,
  client: { clientId: string; clientSecret: string },
  token: string,
): Promise<TestResponse> {
  return t.request('POST', '/v1/oauth/introspect', {
    headers: {
      authorization: basic(client.clientId, client.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    rawBody: new URLSearchParams({ token }).toString(),
  });
}
