import type { Page } from 'playwright-core';
import { frenchMonthName } from '@tourneo/domain';

/**
 * Shows `month` in 'Facturation' (the page opens on the month in progress; `month` is that one or
 * the next): decided from the month the page shows, not from the test's clock, so that a run
 * across midnight at the end of a month, the page loaded before it, still finds its month.
 */
export async function showMonth(page: Page, month: { year: number; month: number }): Promise<void> {
  const main = page.getByRole('main');
  const wanted = `Rendez-vous de ${frenchMonthName(month)}`;
  const shown = main.getByRole('heading', { name: /^Rendez-vous de / });
  await shown.waitFor();
  if ((await shown.textContent())?.trim() !== wanted) {
    await main.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await main.getByRole('heading', { name: wanted }).waitFor();
}
