import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, newCompanyPage } from './support/settings.ts';

const C = MESSAGES.clients;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newCompanyPage(browser);
  await callApi(page, 'POST', '/operations/new-operation', { name: 'Entretien chaudière', duration: 4 });
});
afterAll(async () => {
  await browser.close();
});

const main = () => page.getByRole('main');
const message = (text: string) => main().getByText(text, { exact: true });
const field = (name: RegExp) => main().getByRole('textbox', { name });

async function openNewClient() {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Nouveau client unitaire' })
    .click();
  await main().getByRole('heading', { name: 'Ajouter un client' }).waitFor();
}

describe('Nouveau client unitaire: validation messages', () => {
  it('clears each error as soon as its field becomes valid, without submitting again', async () => {
    await openNewClient();
    await main().getByRole('button', { name: 'Ajouter le client' }).click();
    for (const text of [C.nameRequired, C.telephoneRequired, C.addressRequired, C.operationRequired]) {
      await message(text).waitFor();
    }
    await expectNoAxeViolations(page, 'new client form with its errors');

    await field(/^Nom/).fill('Durand');
    await message(C.nameRequired).waitFor({ state: 'detached' });
    await expect(field(/^Nom/).getAttribute('aria-invalid')).resolves.not.toBe('true');
    // The others stay until their own field is valid.
    await expect(message(C.telephoneRequired).isVisible()).resolves.toBe(true);

    // A field that becomes wrong says so, and the message leaves once it is right.
    await field(/^Téléphone/).fill('06 12');
    await message(C.telephoneInvalid).waitFor();
    await field(/^Téléphone/).fill('06 12 34 56 78');
    await message(C.telephoneInvalid).waitFor({ state: 'detached' });

    await main()
      .getByRole('combobox', { name: /^Adresse/ })
      .fill('3 rue des Lilas, Nantes');
    await message(C.addressRequired).waitFor({ state: 'detached' });

    await field(/^Code postal/).fill('440');
    await message(C.postalCodeFiveDigits).waitFor();
    await field(/^Code postal/).fill('44000');
    await message(C.postalCodeFiveDigits).waitFor({ state: 'detached' });

    await main()
      .getByRole('combobox', { name: /^Opération/ })
      .click();
    await page.getByRole('option', { name: 'Entretien chaudière' }).click();
    await message(C.operationRequired).waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'new client form, every error cleared');

    // The keyboard submits: Enter in a field adds the client and resets the form.
    await field(/^Nom/).press('Enter');
    await page.getByText(C.addSuccess).waitFor();
    await expect(field(/^Nom/).inputValue()).resolves.toBe('');
    await expect(message(C.nameRequired).count()).resolves.toBe(0);
  });

  it("offers 69003 for an address in 'Lyon 3ème' and fills the postal code with it", async () => {
    await openNewClient();
    const address = main().getByRole('combobox', { name: /^Adresse/ });
    await address.fill('');
    await address.pressSequentially('12 rue Paul Bert, Lyon 3ème');
    const list = page.getByRole('listbox', { name: /^Adresse/ });
    await list.getByRole('option', { name: '12 rue Paul Bert, 69003 Lyon', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'new client address with an arrondissement suggestion');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await expect(address.inputValue()).resolves.toBe('12 rue Paul Bert, 69003 Lyon');
    await expect(field(/^Code postal/).inputValue()).resolves.toBe('69003');
  });
});
