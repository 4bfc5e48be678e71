import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, isFocused, launchBrowser } from './support/browser.ts';
import { deName } from '@tourneo/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function fillAgent(
  page: Page,
  values: { name: string; postalCode: string; adresse: string; password: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom').fill(values.name);
  // The address first: a postal code typed in it fills the postal code field.
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill(values.adresse);
  await dialog.getByLabel('Code postal').fill(values.postalCode);
  await dialog.getByLabel(/^Mot de passe/).fill(values.password);
}

describe('Gérer les agents', () => {
  it('creates, modifies, assigns qualifications to and deletes an agent', async () => {
    const page = await newCompanyPage(browser);
    await openSettings(page, 'Gérer les agents', 'Tous les agents');
    const main = page.getByRole('main');
    await main.getByText('Aucun agent disponible').waitFor();
    await expectNoAxeViolations(page, 'agents, none yet');

    // Escape closes the add popup.
    await main.getByRole('button', { name: 'Ajouter un agent' }).click();
    await page.getByRole('dialog', { name: 'Créer un agent' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Validation messages.
    await main.getByRole('button', { name: 'Ajouter un agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un agent' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    for (const message of [
      "Le nom de l'agent est obligatoire",
      'Le code postal est obligatoire',
      "L'adresse est obligatoire",
    ]) {
      await dialog.getByText(message).waitFor();
    }
    await expectNoAxeViolations(page, 'dialog "Créer un agent" with its errors');
    await fillAgent(page, {
      name: 'Julie Martin',
      postalCode: '7501',
      adresse: '12 rue Oberkampf, 75011 Paris',
      password: 'secret-agent',
    });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le code postal doit contenir 5 chiffres').waitFor();
    await dialog.getByLabel('Code postal').fill('75011');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Agent créé avec succès');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const card = main.getByRole('listitem', { name: 'Julie Martin' });
    await card.getByText('Code postal : 75011').waitFor();
    await card.getByText('12 rue Oberkampf, 75011 Paris').waitFor();
    // The side menu lists the new agent at once.
    await menu(page).getByRole('button', { name: 'Julie Martin' }).waitFor();
    await expectNoAxeViolations(page, 'agents, one card');

    // Modify, keeping the password (left empty).
    await card.getByRole('button', { name: 'Modifier' }).click();
    const modify = page.getByRole('dialog', { name: /Modifier l'agent/ });
    await modify.getByText('Laissez vide pour conserver le mot de passe actuel').waitFor();
    await expect(modify.getByLabel('Nom').inputValue()).resolves.toBe('Julie Martin');
    await expectNoAxeViolations(page, `dialog "Modifier l'agent"`);
    await modify.getByLabel('Nom').fill('Julie Bernard');
    await modify.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Agent modifié avec succès');
    await main.getByRole('listitem', { name: 'Julie Bernard' }).waitFor();
    await menu(page).getByRole('button', { name: 'Julie Bernard' }).waitFor();

    // Qualifications from the modify popup's menu.
    await callApi(page, 'POST', '/roles/create', { name: 'Électricien' });
    await main
      .getByRole('listitem', { name: 'Julie Bernard' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    await page.getByRole('button', { name: "Menu de l'agent" }).click();
    await page.getByRole('menuitem', { name: 'Gérer les rôles' }).waitFor();
    await expectNoAxeViolations(page, `dialog "Modifier l'agent" with its menu open`);
    await page.getByRole('menuitem', { name: 'Gérer les rôles' }).click();
    const qualifications = page.getByRole('dialog', { name: 'Gestion des Qualifications' });
    const electricien = qualifications.getByRole('switch', { name: 'Électricien' });
    await electricien.waitFor();
    await expect(electricien.isChecked()).resolves.toBe(false);
    await expectNoAxeViolations(page, 'dialog "Gestion des Qualifications"');
    await electricien.click({ force: true });
    await expectNotification(page, 'Qualification attribuée avec succès');
    await expect.poll(() => electricien.isChecked()).toBe(true);
    await electricien.click({ force: true });
    await expectNotification(page, 'Qualification retirée avec succès');
    await expect.poll(() => electricien.isChecked()).toBe(false);
    // One Escape closes the top popup only: back to 'Modifier l'agent', which a second one closes.
    await page.keyboard.press('Escape');
    await qualifications.waitFor({ state: 'detached' });
    const modifyDialog = page.getByRole('dialog', { name: /Modifier l'agent/ });
    await modifyDialog.getByLabel('Nom').waitFor();
    await page.keyboard.press('Escape');
    await modifyDialog.waitFor({ state: 'detached' });

    // Delete: Escape (Non) keeps the agent, Oui deletes it.
    const julie = main.getByRole('listitem', { name: 'Julie Bernard' });
    await julie.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByText('Voulez-vous vraiment supprimer cet agent ?').waitFor();
    await expectNoAxeViolations(page, 'agent delete confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await julie.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Non' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await julie.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    await expectNotification(page, 'Agent supprimé avec succès');
    await main.getByText('Aucun agent disponible').waitFor();
    await menu(page).getByText('Aucun agent', { exact: true }).waitFor();
  });

  it('gives the focus back to the button that opened a popup, also after a popup opened from its menu', async () => {
    const page = await newCompanyPage(browser);
    await callApi(page, 'POST', '/agents/create', {
      name: 'Paul Durand',
      postal_code: '69002',
      adresse: '5 place Bellecour, 69002 Lyon',
      password: 'secret-agent',
    });
    await callApi(page, 'POST', '/roles/create', { name: 'Électricien' });
    await openSettings(page, 'Gérer les agents', 'Tous les agents');
    const card = page.getByRole('main').getByRole('listitem', { name: 'Paul Durand' });
    const modify = card.getByRole('button', { name: 'Modifier' });
    const dialog = page.getByRole('dialog', { name: /Modifier l'agent/ });
    const insideDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));

    // Enter opens the popup and moves the focus into it; Escape closes it and gives it back.
    await modify.focus();
    await page.keyboard.press('Enter');
    await expect.poll(insideDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(modify)).toBe(true);

    // The qualifications popup opens from the first popup's menu, on top of it: Tab stays in it,
    // Escape closes it alone and gives the focus back to the first popup, whose Escape gives it
    // back to the button.
    await page.keyboard.press('Enter');
    await expect.poll(insideDialog).toBe(true);
    await dialog.getByRole('button', { name: "Menu de l'agent" }).focus();
    await page.keyboard.press('Enter');
    const manageRoles = page.getByRole('menuitem', { name: 'Gérer les rôles' });
    await manageRoles.focus();
    await page.keyboard.press('Enter');
    const qualifications = page.getByRole('dialog', { name: 'Gestion des Qualifications' });
    await qualifications.getByRole('switch', { name: 'Électricien' }).waitFor();
    await expect
      .poll(() => qualifications.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const insideQualifications = () =>
      qualifications.evaluate((element) => element.contains(document.activeElement));
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(insideQualifications).toBe(true);
    }
    await expectNoAxeViolations(page, 'dialog "Gestion des Qualifications" over "Modifier l\'agent"');
    await page.keyboard.press('Escape');
    await qualifications.waitFor({ state: 'detached' });
    await expect.poll(insideDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(modify)).toBe(true);

    // The delete confirmation too, when Escape answers no.
    const remove = card.getByRole('button', { name: 'Supprimer' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: "Supprimer l'agent" }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(remove)).toBe(true);
  });

  it('shows the error, not a success, when modifying fails', async () => {
    const page = await newCompanyPage(browser);
    await callApi(page, 'POST', '/agents/create', {
      name: 'Paul Durand',
      postal_code: '69002',
      adresse: '5 place Bellecour, 69002 Lyon',
      password: 'secret-agent',
    });
    await openSettings(page, 'Gérer les agents', 'Tous les agents');
    await page.route('**/agents/update', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page
      .getByRole('listitem', { name: 'Paul Durand' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const modify = page.getByRole('dialog', { name: /Modifier l'agent/ });
    await modify.getByLabel('Nom').fill('Paul Leroy');
    await modify.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, "Erreur lors de la modification de l'agent");
    await expect(page.getByText('Agent modifié avec succès').count()).resolves.toBe(0);
    // The popup stays open with what was typed.
    await expect(modify.getByLabel('Nom').inputValue()).resolves.toBe('Paul Leroy');
  });

  it("'Déconnecter l'application' signs the agent out of the app on its phones, after a confirmation", async () => {
    const { page, name: companyName } = await newCompany(browser);
    const agent = { name: `Agent ${Date.now()}`, password: 'secret-agent' };
    await callApi(page, 'POST', '/agents/create', {
      name: agent.name,
      postal_code: '75011',
      adresse: '12 rue Oberkampf, 75011 Paris',
      password: agent.password,
    });
    // The agent signs in on its phone (the agent app's own cookie).
    const login = await fetch(`${baseUrl()}/mobile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: companyName, agent_name: agent.name, password: agent.password }),
    });
    expect(login.status).toBe(200);
    const phone = {
      cookie: login.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    };
    const signedIn = async () =>
      (
        (await (await fetch(`${baseUrl()}/mobile/session`, { headers: phone })).json()) as {
          signed_in: boolean;
        }
      ).signed_in;
    const schedule = () =>
      fetch(`${baseUrl()}/mobile/schedule`, {
        method: 'POST',
        headers: { ...phone, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: '{}',
      });
    expect(await signedIn()).toBe(true);
    expect((await schedule()).status).toBe(200);

    await openSettings(page, 'Gérer les agents', 'Tous les agents');
    const signOut = page.getByRole('button', { name: `Déconnecter l'application ${deName(agent.name)}` });
    await signOut.click();
    const dialog = page.getByRole('dialog', { name: "Déconnecter l'application" });
    await dialog.getByText(`${agent.name} devra se reconnecter`).waitFor();
    await expectNoAxeViolations(page, 'dialog "Déconnecter l\'application"');
    await dialog.getByRole('button', { name: 'Déconnecter' }).click();
    await expectNotification(page, "1 connexion de l'agent fermée");
    expect(await signedIn()).toBe(false);
    expect((await schedule()).status).toBe(401);
  });
});
