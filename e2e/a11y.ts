import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';

/**
 * The axe-core that @axe-core/playwright itself injects (resolved from its own folder, so the two
 * never differ). Its 560 kB are sent and compiled once per document by `injectAxe`, not twice per
 * check as AxeBuilder's legacy mode does (a third of a check's time on a loaded machine).
 */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
/** What AxeBuilder evaluates in a frame where axe-core is already loaded: nothing. */
const ALREADY_LOADED = 'undefined';

/**
 * Loads axe-core into every frame of the page that does not have it yet (a new document has not).
 * As AxeBuilder does, a child frame that cannot take it (gone, another origin) is left out.
 */
async function injectAxe(page: Page) {
  const inject = async (frame: Frame) => {
    if (!(await frame.evaluate('typeof window.axe?.run === "function"'))) await frame.evaluate(AXE_SOURCE);
  };
  await inject(page.mainFrame());
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) await inject(frame).catch(() => undefined);
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules axe-core ships as 'experimental' (so its tags alone do not run them) that check a WCAG
 * criterion we hold the product to: 2.5.3 Label in Name, a speech-control user saying what they see.
 */
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };

type TAxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing element: the rule, what it asks, where, and axe's own summary of the failure. */
export function describeViolations(violations: TAxeViolation[]) {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `- [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    at ${n.target.join(' ')}\n    ${n.html.slice(0, 200)}\n    ${why}`;
      }),
    )
    .join('\n');
}

/**
 * Runs axe-core on what the page shows now (the whole document, open dialogs and menus included)
 * and fails with a readable list of every violation. `context` names the screen in the message.
 */
export async function expectNoAxeViolations(page: Page, context = page.url()) {
  // Only violations are read: axe still runs every rule on every node, but keeps one example of
  // passes and of inapplicable rules instead of all of them (half its time on a big screen).
  await injectAxe(page);
  const results = await new AxeBuilder({ page, axeSource: ALREADY_LOADED })
    .options({ rules: EXPERIMENTAL_WCAG_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  if (results.violations.length > 0) {
    throw new Error(`axe-core: ${results.violations.length} rule(s) violated on ${context}\n${describeViolations(results.violations)}`);
  }
}
