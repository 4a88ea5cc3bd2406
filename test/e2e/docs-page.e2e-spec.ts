import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { describeWithTool } from '../support/outside-tools';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * CONTRACT §9: `/docs` is served with a Content-Security-Policy that allows scripts of its own
 * origin only and styles of its own origin (inline allowed), and the page still works under
 * it, at `/docs` and at `/docs/`, in a real browser (Debian's Chromium).
 */
describe('the documentation page under its Content-Security-Policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  function directives(header: string | null): Map<string, string[]> {
    return new Map(
      (header ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values]),
    );
  }

  it('sends a policy of own-origin scripts and styles (inline styles allowed) with the page and its assets', async () => {
    for (const path of ['/docs', '/docs/', '/docs/swagger-ui-init.js']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      const policy = directives(res.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
    expect((await t.request('GET', '/health')).headers.get('content-security-policy')).toBeNull();
  });

  it('loads only same-origin scripts, none of them inline', async () => {
    for (const path of ['/docs', '/docs/']) {
      const html = (await t.request('GET', path)).text;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        const src = /\bsrc=["']([^"']+)["']/.exec(attributes)?.[1];
        expect(src).toBeDefined();
        expect(body.trim()).toBe('');
        const url = new URL(src as string, `${t.baseUrl}${path}`);
        expect(url.origin).toBe(t.baseUrl);
        expect((await t.request('GET', url.pathname)).status).toBe(200);
      }
    }
  });

  // CONTRACT §12.4: a token typed into /docs does not outlive the page (no localStorage).
  it('keeps the bearer token out of the browser storage: persistAuthorization is off', async () => {
    const init = (await t.request('GET', '/docs/swagger-ui-init.js')).text;
    expect(init).toMatch(/"persistAuthorization":\s*false/);
    expect(init).not.toMatch(/"persistAuthorization":\s*true/);
  });

  describeWithTool('chromium', 'docs-page')('in Chromium', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchChromium();
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
    });

    it.each(['/docs', '/docs/'])(
      'renders the operations at %s in Chromium with no policy violation',
      async (path) => {
        const context = await browser.newContext();
        const page: Page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
        });
        page.on('pageerror', (error) => violations.push(error.message));
        try {
          await page.goto(`${t.baseUrl}${path}`);
          await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });
          const paths = await page.locator('.opblock-summary-path').allTextContents();
          expect(paths.join('\n')).toContain('/v1/auth/login');
          expect(violations).toEqual([]);
        } finally {
          await context.close();
        }
      },
      60_000,
    );
  });
});
