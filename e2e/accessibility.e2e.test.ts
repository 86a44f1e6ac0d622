// No serious or critical axe violations on the screens every player meets first.
import { describe, expect, test } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { settle, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/tr/', '/tr/firstlogin', '/tr/register']) {
    test(`visitor: ${path}`, async () => {
      const page = await openPage(chrome.browser, { baseURL: server.url });
      await page.goto(path);
      await settle(page);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  test('signed in: /tr/myAccount', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(page, 'demo', 'demo1234', '/tr/myAccount');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
