import { existsSync, readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { join } from 'node:path';
import { Browser, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it when missing). */
export const CHROMIUM = '/usr/bin/chromium';

/** True when Debian's Chromium is there to drive. */
export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM);
}

/**
 * `describe` when Chromium is installed or REQUIRE_CHROMIUM=1 (.ci/run sets it: there a missing
 * browser fails), otherwise `describe.skip` and one line saying how to run the suite.
 */
export function describeWithChromium(suite: string): jest.Describe {
  if (process.env.REQUIRE_CHROMIUM === '1' || chromiumInstalled()) return describe;
  process.stdout.write(
    `${suite}: skipped, ${CHROMIUM} is missing (apt-get install chromium; REQUIRE_CHROMIUM=1 makes this a failure)\n`,
  );
  return describe.skip;
}

/** Headless Chromium; as root it needs --no-sandbox. Bounded: a launch that hangs fails. */
export async function launchChromium(): Promise<Browser> {
  if (!chromiumInstalled()) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
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
