import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, logIn, newPage, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openForms(page: Page) {
  await logIn(page, DEMO.name, DEMO.password);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Formulaires' })
    .click();
  await page.getByRole('main').getByRole('heading', { name: 'Formulaires' }).waitFor();
}

describe('forms settings (premium demo company)', () => {
  it('creates a form after the validation messages, edits it and deletes it', async () => {
    const page = await newPage(browser);
    await openForms(page);
    const name = `Relevé ${randomUUID().slice(0, 8)}`;
    await expectNoAxeViolations(page, 'forms');

    await page.getByRole('button', { name: 'Nouveau formulaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau formulaire' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le nom du formulaire est requis').waitFor();
    await dialog.getByText('Chaque question doit avoir un nom et un libellé').first().waitFor();
    await expectNoAxeViolations(page, 'dialog "Nouveau formulaire" with its errors');

    await dialog.getByLabel('Nom du formulaire').fill(name);
    await dialog.getByRole('button', { name: 'Supprimer la question' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Ajouter au moins une question à votre formulaire').waitFor();

    await dialog.getByLabel('Description').fill('Relevé du compteur');
    await dialog.getByRole('button', { name: 'Ajouter une question' }).click();
    const first = dialog.getByRole('group', { name: 'Question 1' });
    await first.getByLabel('Libellé', { exact: true }).fill('Index du compteur');
    await first.getByLabel('Nom du champ').fill('Index compteur');
    await first.getByText('Enregistré comme « index_compteur »').waitFor();
    await first.getByLabel('Obligatoire').check();

    await dialog.getByRole('button', { name: 'Ajouter une question' }).click();
    const second = dialog.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Type de question').selectOption('radio');
    await second.getByLabel('Libellé', { exact: true }).fill('État');
    await second.getByLabel('Nom du champ').fill('index_compteur');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le nom du champ doit être unique').waitFor();
    await second.getByText('Ajouter au moins une option à cette question').waitFor();
    await expectNoAxeViolations(page, 'dialog "Nouveau formulaire", two questions with errors');

    await second.getByLabel('Nom du champ').fill('etat');
    await second.getByRole('button', { name: 'Ajouter une option' }).click();
    await second.getByLabel("Valeur de l'option").fill('bon');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await second.getByText('Chaque option doit avoir une valeur et un libellé').waitFor();
    await second.getByLabel("Libellé de l'option").fill('Bon état');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    await page.getByText('Formulaire créé avec succès').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name });
    await card.getByText('2 questions').waitFor();
    await card.getByText('Relevé du compteur').waitFor();
    await expectNoAxeViolations(page, 'forms, one card');

    // The same name again is refused by the server, with the spec's message.
    await page.getByRole('button', { name: 'Nouveau formulaire' }).click();
    await dialog.getByLabel('Nom du formulaire').fill(name);
    const question = dialog.getByRole('group', { name: 'Question 1' });
    // The name follows the label until the user types another one.
    await question.getByLabel('Libellé', { exact: true }).fill('Photo du site');
    await expect(question.getByLabel('Nom du champ').inputValue()).resolves.toBe('photo_du_site');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByRole('alert').first().textContent()).resolves.toBe(
      'Un formulaire avec ce nom existe déjà. Veuillez choisir un autre nom.',
    );
    await expectNoAxeViolations(page, `dialog "Nouveau formulaire" with the server's error`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Edit: the popup opens with the saved questions.
    await card.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le formulaire' });
    await expect(edit.getByLabel('Nom du formulaire').inputValue()).resolves.toBe(name);
    await expect(
      edit.getByRole('group', { name: 'Question 1' }).getByLabel('Nom du champ').inputValue(),
    ).resolves.toBe('index_compteur');
    await expectNoAxeViolations(page, 'dialog "Modifier le formulaire"');
    await edit.getByLabel('Description').fill('Relevé annuel');
    await edit.getByRole('button', { name: 'Ajouter une question' }).click();
    const third = edit.getByRole('group', { name: 'Question 3' });
    await third.getByLabel('Type de question').selectOption('image');
    await third.getByLabel('Libellé', { exact: true }).fill('Photo du compteur');
    await third.getByLabel('Nom du champ').fill('photo');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Formulaire modifié avec succès').waitFor();
    await card.getByText('3 questions').waitFor();
    await card.getByText('Relevé annuel').waitFor();

    // Delete, after the confirmation.
    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le formulaire' });
    await confirm.getByText(`Supprimer le formulaire « ${name} » ?`).waitFor();
    await expectNoAxeViolations(page, 'form delete confirmation');
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await page.getByText('Formulaire supprimé avec succès').waitFor();
    await card.waitFor({ state: 'detached' });
  });
});

describe('forms on a standard plan', () => {
  it('shows Formulaires disabled and the server refuses the forms calls (403)', async () => {
    const page = await newPage(browser);
    const name = `Société ${randomUUID().slice(0, 8)}`;
    const registered = await page.request.post('/admin/register', {
      data: { company_name: name, company_password: 'mot-de-passe-solide' },
    });
    expect(registered.status()).toBe(201);
    // Registering signs the new company in (its cookie is this page's): straight to the back office.
    await page.goto('/admin');
    const entry = page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: /Formulaires/ });
    await entry.waitFor();
    await expect(entry.isDisabled()).resolves.toBe(true);
    await expect(entry.locator('[data-plan-tag]').textContent()).resolves.toBe('Business');

    // The section by URL says what is missing rather than showing the screen.
    await page.goto('/admin?section=forms');
    await page.getByText('Cette fonctionnalité nécessite le forfait Business ou supérieur').waitFor();
    await expect(page.getByRole('button', { name: 'Nouveau formulaire' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'forms on a standard plan');

    const response = await page.request.post('/forms/get-all', { data: {}, headers: ownOrigin() });
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toBe(
      'Cette fonctionnalité nécessite le forfait Business ou supérieur',
    );
  });
});
