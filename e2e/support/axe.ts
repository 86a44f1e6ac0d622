// Accessibility check with axe-core, injected into the page under test.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type Violation = { id: string; impact: string; help: string; targets: string[] };

type AxeWindow = { axe: typeof axe };

/** The serious and critical axe violations on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as AxeWindow).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation, for an assertion message a person can act on. */
export function describeViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`).join('\n');
}
