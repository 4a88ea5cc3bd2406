import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { join } from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { requireTool } from './outside-tools';

/**
 * Headless Debian's Chromium (test/support/outside-tools.ts finds it; suites that use it are
 * declared with `describeWithTool('chromium', …)`); as root it needs --no-sandbox. Bounded: a
 * launch that hangs fails.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireTool('chromium'),
    headless: true,
    timeout: 30_000,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}

export interface WebOrigin {
  /** `http://localhost:<port>`, to be listed in CORS_ORIGINS. */
  origin: string;
  /** The page's URL for an API at `apiBase`. */
  pageUrl(apiBase: string): string;
  close(): Promise<void>;
}

/**
 * Serves test/support/web-app.html from its own loopback port. The page sits under /v1/auth,
 * the path of the svc_refresh cookie: cookies do not tell ports apart, so only HttpOnly keeps
 * that cookie out of the page's `document.cookie`.
 */
export async function serveWebPage(): Promise<WebOrigin> {
  const html = readFileSync(join(__dirname, 'web-app.html'));
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/v1/auth/app.html')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://localhost:${port}`;
  return {
    origin,
    pageUrl: (apiBase) => `${origin}/v1/auth/app.html?api=${encodeURIComponent(apiBase)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
