import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount } from '../support/accounts';
import { launchChromium, serveWebPage, WebOrigin } from '../support/browser';
import { describeWithTool } from '../support/outside-tools';
import { startTestApp, TestApp } from '../support/test-app';

interface PageResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  requestId: string | null;
}
interface PageApp {
  login(phone: string, password: string): Promise<PageResult>;
  refresh(): Promise<PageResult>;
  updateMe(changes: object, headers?: Record<string, string>): Promise<PageResult>;
  logout(): Promise<PageResult>;
  cookies(): string;
  writeCookie(cookie: string): void;
}
declare const app: PageApp;

/**
 * The web flow in a real browser (Debian's Chromium): a page on another origin listed in
 * CORS_ORIGINS signs in with X-Client: web, keeps the refresh token only in the HttpOnly
 * svc_refresh cookie, refreshes by cookie, changes the profile through a CORS preflight and
 * logs out. Both origins are `localhost` (different ports), where browsers accept the
 * always-Secure cookie over http. Skipped (one line) when Chromium is missing, unless .ci/run
 * requires it (test/support/outside-tools.ts).
 */
describeWithTool('chromium', 'browser-web-flow')('the web flow in Chromium', () => {
  let t: TestApp;
  let web: WebOrigin;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: string;

  beforeAll(async () => {
    web = await serveWebPage();
    t = await startTestApp({ CORS_ORIGINS: web.origin });
    api = t.baseUrl.replace('127.0.0.1', 'localhost');
    browser = await launchChromium();
    context = await browser.newContext();
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    await page.goto(web.pageUrl(api));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await web?.close();
    await t?.close();
  });

  // The cookie's path is /v1/auth: ask for the cookies a request there would carry.
  const refreshCookie = async () => (await context.cookies(`${api}/v1/auth`)).find((c) => c.name === 'svc_refresh');

  it('signs in, refreshes by cookie, changes the profile through CORS and logs out', async () => {
    const account = await registerAccount(t);

    const login = await page.evaluate(
      ([phone, password]) => app.login(phone, password),
      [account.phone, account.password],
    );
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['accessToken', 'accessTokenExpiresIn']);

    // The browser holds the cookie, with the attributes CONTRACT §9 asks for…
    const cookie = await refreshCookie();
    expect(cookie).toEqual(
      expect.objectContaining({ path: '/v1/auth', httpOnly: true, secure: true, sameSite: 'Strict' }),
    );
    // …and script cannot read it, though the page sits on the cookie's path and host.
    await page.evaluate(() => app.writeCookie('probe=1; path=/v1/auth'));
    const visible = await page.evaluate(() => app.cookies());
    expect(visible).toContain('probe=1');
    expect(visible).not.toContain('svc_refresh');

    const refreshed = await page.evaluate(() => app.refresh());
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual(['accessToken', 'accessTokenExpiresIn']);
    const rotated = await refreshCookie();
    expect(rotated?.value).toEqual(expect.any(String));
    expect(rotated?.value).not.toBe(cookie?.value);

    // PATCH with Authorization, Content-Type, Accept-Language and X-Request-Id: a preflight.
    const updated = await page.evaluate(() =>
      app.updateMe({ firstName: 'Browser' }, { 'Accept-Language': 'ru', 'X-Request-Id': 'browser-patch-1' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.firstName).toBe('Browser');
    expect(updated.requestId).toBe('browser-patch-1');
    const invalid = await page.evaluate(() => app.updateMe({ firstName: '' }, { 'Accept-Language': 'ru' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('validation_failed');
    expect(invalid.body.error.message).not.toBe('The request is not valid.');

    const out = await page.evaluate(() => app.logout());
    expect(out.status).toBe(204);
    expect(await refreshCookie()).toBeUndefined();
    const after = await page.evaluate(() => app.refresh());
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('session_expired');
  });

  it('answers the preflight of a PATCH with the methods and headers CONTRACT §9 allows', async () => {
    const preflight = await fetch(`${t.baseUrl}/v1/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: web.origin,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,accept-language,x-client,x-request-id',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(web.origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'accept-language', 'x-client', 'x-request-id']) {
      expect(allowed).toContain(header);
    }
  });

  it('shows the interactive documentation titled, with persistAuthorization off (CONTRACT §12.4)', async () => {
    const docs = await context.newPage();
    try {
      await docs.goto(`${api}/docs`);
      await docs.locator('.swagger-ui .info .title').waitFor();
      expect(await docs.title()).toBe('Identity, organizations and contracts service — API');
      const init = await (await fetch(`${t.baseUrl}/docs/swagger-ui-init.js`)).text();
      expect(init).toMatch(/"persistAuthorization":\s*false/);
    } finally {
      await docs.close();
    }
  });

  it('is refused by the browser from an origin not in CORS_ORIGINS', async () => {
    const stranger = await context.newPage();
    try {
      await stranger.goto(web.pageUrl(api).replace('localhost', '127.0.0.1'));
      const outcome = await stranger.evaluate(() =>
        app.login('+998901234567', 'whatever').then(
          () => 'answered',
          () => 'blocked',
        ),
      );
      expect(outcome).toBe('blocked');
    } finally {
      await stranger.close();
    }
  });
});
