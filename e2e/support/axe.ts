import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing element: rule, impact, where, and what axe says to fix. */
export function formatViolations(context: string, violations: readonly Violation[]): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map((selector) => JSON.stringify(selector)).join(' > ');
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      return `- ${violation.id} (${violation.impact ?? 'n/a'}) ${target}: ${summary}`;
    }),
  );
  return `axe-core: ${lines.length} violation(s) on ${context}\n${lines.join('\n')}`;
}

/**
 * Waits for the transitions in progress (a dialog fading in, a notification sliding out): axe
 * reads colours as they are painted, so a half-transparent dialog would fail the contrast rule.
 * Endless animations (loaders) are left running.
 */
async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        // Two frames: a transition starts on the frame after its element mounts.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .every(
                  (animation) =>
                    animation.playState !== 'running' ||
                    animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
                ),
            ),
          ),
        );
      }),
    undefined,
    { polling: 50, timeout: 5000 },
  );
}

/**
 * Waits while a region says it is being updated (`aria-busy`: a list showing its previous page at
 * 0.6 opacity until the new one arrives, a screen's chunk loading): read then, its colours are
 * washed out. A region still busy after 5 s is read as it is.
 */
async function waitForBusyRegions(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      polling: 50,
      timeout: 5000,
    })
    .catch(() => undefined);
}

/** How many transitions and animations have started on the page so far (counting from the first call). */
function countMotion(): number {
  const counter = window as unknown as { axeMotionCount?: number };
  if (counter.axeMotionCount === undefined) {
    counter.axeMotionCount = 0;
    for (const type of ['transitionrun', 'animationstart']) {
      document.addEventListener(type, () => (counter.axeMotionCount! += 1), true);
    }
  }
  return counter.axeMotionCount;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules and best practices) on what the page shows now and
 * fails with the list of violations. `context` names the screen or dialog in the message.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  let violations: readonly Violation[] = [];
  // Something that starts moving while axe reads the page (a notification closing) is seen
  // half-way, with washed-out colours: read the page again once it has settled.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // Listen before waiting: a motion that starts between the wait and the reading (a screen's
    // chunk and its entrance animation arriving late) must be counted.
    await page.evaluate(countMotion);
    await waitForBusyRegions(page);
    await waitForTransitions(page);
    const motionBefore = await page.evaluate(countMotion);
    // Legacy mode runs axe inside the page: the default mode opens a second tab to merge frame
    // results, which takes the focus away from the page under test (and closes its dropdowns).
    // Toasts fade out on their own timer (spec: hidden at 1.7 s, removed at 2 s): read half-way
    // they show washed-out colours. Their colours are the theme's, checked on the screens.
    violations = (
      await new AxeBuilder({ page }).setLegacyMode(true).exclude('.mantine-Notifications-root').analyze()
    ).violations;
    if (violations.length === 0 || (await page.evaluate(countMotion)) === motionBefore) {
      break;
    }
  }
  if (violations.length > 0) {
    throw new Error(formatViolations(context, violations));
  }
}
