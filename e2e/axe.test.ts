import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
});

const pageWith = (body: string) =>
  `<!doctype html><html lang="fr"><head><title>Preuve</title></head><body>${body}</body></html>`;

describe('the accessibility check of the browser tests', () => {
  it('fails on a page with violations, naming each rule, element and fix', async () => {
    await page.setContent(
      pageWith(`<main>
        <h1>Page à défauts</h1>
        <button></button>
        <p style="color: #aaaaaa">Texte trop pâle</p>
        <input type="text">
      </main>`),
    );
    const failure = await expectNoAxeViolations(page, 'a page with known defects').then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    const lines = failure!.message.split('\n');
    expect(lines[0]).toBe('axe-core: 3 violation(s) on a page with known defects');
    expect(lines).toContainEqual(expect.stringMatching(/^- button-name \(critical\) "button": Fix any of/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^- color-contrast \(serious\) "p": .*insufficient color contrast of 2\.32/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^- label \(critical\) "input": Fix any of/));
  });

  it('fails on content that is not in a landmark and a page without a level-one heading', async () => {
    await page.setContent(pageWith('<p>Hors de tout repère</p>'));
    await expect(expectNoAxeViolations(page, 'a page without landmarks')).rejects.toThrow(
      /- (region|landmark-one-main|page-has-heading-one) /,
    );
  });

  it('passes a page without violations', async () => {
    await page.setContent(
      pageWith(`<main>
        <h1>Page correcte</h1>
        <button>Envoyer</button>
        <label>Nom <input type="text"></label>
      </main>`),
    );
    await expectNoAxeViolations(page, 'a correct page');
  });
});
