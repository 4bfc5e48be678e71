import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import { MESSAGES, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { consoleErrorsOf, launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany, openSettings } from './support/settings.ts';

const s = ACCOUNT_SECURITY_MESSAGES;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * A code of the authenticator app one step ahead: the enrolment spent the current step's code,
 * and the server accepts one step either side, so this one is always new and always valid.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInWithPassword(page: Page, companyName: string) {
  await page.goto('/login');
  await page.getByLabel('Nom de la société').fill(companyName);
  await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe-solide');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('account security', () => {
  it('enrols a second factor (QR code, key, first code, recovery codes), then signs in with a code; sessions end from the list', async () => {
    const { page: owner, name } = await newCompany(browser);
    await openSettings(owner, 'Sécurité', s.title);
    const main = owner.getByRole('main');
    await main.getByText(s.totpOff).waitFor();
    await main.getByRole('table', { name: s.sessionsTitle }).getByText(s.currentSession).waitFor();
    await expectNoAxeViolations(owner, 'Sécurité');

    // Enrolment, from the keyboard: the QR code and the key, a wrong code, the right one.
    await main.getByRole('button', { name: s.enable }).focus();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: s.enrolTitle });
    await dialog.getByRole('img', { name: s.qrAlt }).waitFor();
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const codeInput = dialog.getByLabel(s.codeLabel);
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    await codeInput.fill('000000');
    await dialog.getByRole('button', { name: s.confirm }).click();
    await dialog.getByRole('alert').filter({ hasText: s.codeInvalid }).waitFor();
    await expectNoAxeViolations(owner, `dialog "${s.enrolTitle}" with its error`);
    await codeInput.fill(await generate({ secret }));
    await owner.keyboard.press('Enter');
    await dialog.getByText(s.recoveryIntro).waitFor();
    const recoveryCodes = await dialog
      .getByRole('list', { name: s.recoveryTitle })
      .getByRole('listitem')
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(owner, 'recovery codes');
    const download = owner.waitForEvent('download');
    await dialog.getByRole('button', { name: s.recoveryDownload }).click();
    expect((await download).suggestedFilename()).toBe(s.recoveryFileName);
    await dialog.getByRole('button', { name: s.recoveryDone }).click();
    await dialog.waitFor({ state: 'detached' });
    await main.getByText(s.recoveryCodesLeft(10)).waitFor();

    // Another browser signs in: the password, then the app's code.
    const laptop = await newPage(browser);
    await signInWithPassword(laptop, name);
    await laptop.getByRole('heading', { name: s.secondStepTitle }).waitFor();
    const second = laptop.getByLabel(s.codeLabel);
    expect(await second.getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoAxeViolations(laptop, 'second step of the sign-in');
    await second.fill('111111');
    await laptop.getByRole('button', { name: s.verify }).click();
    await laptop.getByRole('alert').filter({ hasText: s.codeInvalid }).waitFor();
    await second.fill(await nextCode(secret));
    await laptop.getByRole('button', { name: s.verify }).click();
    await laptop.waitForURL('**/admin**');

    // Its session appears in the owner's list; the owner ends it after a confirmation.
    await owner.reload();
    const sessions = owner
      .getByRole('main')
      .getByRole('table', { name: s.sessionsTitle })
      .locator('tbody tr');
    await sessions.first().waitFor();
    // This one, the registration's and the laptop's, the latest used first: the laptop's leads the others.
    const count = await sessions.count();
    expect(count).toBe(3);
    const laptopRow = sessions.filter({ hasNotText: s.currentSession }).first();
    await laptopRow.getByRole('button', { name: s.endSession }).click();
    const confirm = owner.getByRole('dialog', { name: s.endSessionTitle });
    await confirm.waitFor();
    await expectNoAxeViolations(owner, `dialog "${s.endSessionTitle}"`);
    await confirm.getByRole('button', { name: s.endSession }).click();
    await expectNotification(owner, s.sessionEnded);
    await expect.poll(() => sessions.count()).toBe(count - 1);
    expect((await laptop.request.get('/api/session')).status()).toBe(401);

    // A recovery code instead of the app's.
    const phone = await newPage(browser);
    await signInWithPassword(phone, name);
    await phone.getByRole('button', { name: s.useRecoveryCode }).click();
    await phone.getByLabel(s.recoveryCodeLabel).fill(recoveryCodes[0]!);
    await phone.getByRole('button', { name: s.verify }).click();
    await phone.waitForURL('**/admin**');
    // Only the wrong code typed on purpose in the enrolment.
    expect(consoleErrorsOf(owner)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  it('generates new recovery codes with the password: shown once, the old ones no longer sign in', async () => {
    const { page: owner, name } = await newCompany(browser);
    const { secret } = (await callApi(owner, 'POST', '/auth/totp-start', {})) as { secret: string };
    const { recovery_codes: oldCodes } = (await callApi(owner, 'POST', '/auth/totp-confirm', {
      code: await generate({ secret }),
    })) as { recovery_codes: string[] };
    await openSettings(owner, 'Sécurité', s.title);
    const main = owner.getByRole('main');
    await main.getByText(s.recoveryCodesLeft(10)).waitFor();

    // From the keyboard: nothing typed, a wrong password, then the right one.
    await main.getByRole('button', { name: s.regenerate }).focus();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: s.regenerate });
    await dialog.getByText(s.regenerateIntro).waitFor();
    expect(await dialog.getByLabel(s.codeLabel).getAttribute('autocomplete')).toBe('one-time-code');
    await dialog.getByRole('button', { name: s.regenerateSubmit }).click();
    await dialog.getByRole('alert').filter({ hasText: s.codeOrPasswordRequired }).waitFor();
    await expectNoAxeViolations(owner, `dialog "${s.regenerate}" with its error`);
    await dialog.getByLabel(s.passwordLabel, { exact: true }).fill('pas-le-bon');
    await dialog.getByRole('button', { name: s.regenerateSubmit }).click();
    await dialog.getByRole('alert').filter({ hasText: s.passwordInvalid }).waitFor();
    await dialog.getByLabel(s.passwordLabel, { exact: true }).fill('mot-de-passe-solide');
    await owner.keyboard.press('Enter');
    await expectNotification(owner, s.regenerated);
    const codes = await dialog
      .getByRole('list', { name: s.recoveryTitle })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => oldCodes.includes(code))).toBe(false);
    await expectNoAxeViolations(owner, 'new recovery codes');
    // The focus is on « J'ai conservé mes codes »: Enter closes.
    await owner.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await main.getByText(s.recoveryCodesLeft(10)).waitFor();

    // An old code no longer signs in; a new one does.
    const phone = await newPage(browser);
    await signInWithPassword(phone, name);
    await phone.getByRole('button', { name: s.useRecoveryCode }).click();
    await phone.getByLabel(s.recoveryCodeLabel).fill(oldCodes[0]!);
    await phone.getByRole('button', { name: s.verify }).click();
    await phone.getByRole('alert').filter({ hasText: s.codeInvalid }).waitFor();
    await phone.getByLabel(s.recoveryCodeLabel).fill(codes[0]!);
    await phone.getByRole('button', { name: s.verify }).click();
    await phone.waitForURL('**/admin**');
  });

  it('cancels a pending invitation after a confirmation', async () => {
    const { page: owner } = await newCompany(browser);
    const email = `annulee-${Date.now()}@example.fr`;
    await callApi(owner, 'POST', '/people/invite', { email, role: 'comptable' });
    await openSettings(owner, 'Personnes', MESSAGES.people.title);
    const main = owner.getByRole('main');
    await main.getByRole('button', { name: s.cancelInvitationLabel(email) }).click();
    const confirm = owner.getByRole('dialog', { name: s.cancelInvitation });
    await confirm.getByText(s.cancelInvitationConfirm(email)).waitFor();
    await expectNoAxeViolations(owner, `dialog "${s.cancelInvitation}"`);
    await confirm.getByRole('button', { name: s.cancelInvitation }).click();
    await expectNotification(owner, s.invitationCancelled(email));
    await main.getByText(MESSAGES.people.empty).waitFor();
    await main.getByLabel(s.requirementLabel).click();
    await expectNotification(owner, s.requirementOn);
    await expect.poll(() => main.getByLabel(s.requirementLabel).isChecked()).toBe(true);
    await expectNoAxeViolations(owner, 'Personnes with the requirement');
  });
});
