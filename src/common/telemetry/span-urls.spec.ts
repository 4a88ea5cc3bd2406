import type { IncomingMessage } from 'node:http';
import { incomingUrlAttributes, outgoingUrlAttributes, redactedQuery } from './span-urls';

describe('span URLs: query values and credentials never reach a span', () => {
  it('keeps the names of query parameters, never their values', () => {
    expect(redactedQuery('token=s3cret&limit=20&token=again&q=%2B998')).toBe(
      'token=REDACTED&limit=REDACTED&token=REDACTED&q=REDACTED',
    );
    expect(redactedQuery('')).toBe('');
  });

  it("overrides a server span's url.query only when the request has one", () => {
    expect(incomingUrlAttributes({ url: '/v1/orgs?cursor=abc&limit=5' } as IncomingMessage)).toEqual({
      'url.query': 'cursor=REDACTED&limit=REDACTED',
    });
    expect(incomingUrlAttributes({ url: '/v1/me' } as IncomingMessage)).toEqual({});
  });

  it("rebuilds a client span's url.full without query values or credentials", () => {
    expect(
      outgoingUrlAttributes({ protocol: 'https:', hostname: 'hooks.example.uz', port: 443, path: '/in?key=k3y&x=1' }),
    ).toEqual({ 'url.full': 'https://hooks.example.uz/in?key=REDACTED&x=REDACTED' });
    expect(
      outgoingUrlAttributes({ protocol: 'http:', hostname: '10.0.0.5', port: 8080, path: '/h', auth: 'user:pa55' }),
    ).toEqual({ 'url.full': 'http://REDACTED:REDACTED@10.0.0.5:8080/h' });
    expect(
      outgoingUrlAttributes({ protocol: 'https:', hostname: 'api-partners.didox.uz', path: '/v1/documents' }),
    ).toEqual({});
  });
});
