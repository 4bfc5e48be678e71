import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { crc32, deflateSync } from 'node:zlib';
import { BRANDING_MESSAGES as M } from '@tourneo/domain/messages/branding-fr';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, openSettings } from './support/settings.ts';
import { newBookingCompany, newPhonePage } from './support/booking.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A plain 96 x 48 PNG (one colour), written to a temporary file for the file chooser. */
function logoFile(): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [96, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x33)]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-logo-')), 'logo.png');
  writeFileSync(file, png);
  return file;
}

describe('Marque blanche', () => {
  it('sets the logo and the sender name, then the booking page on a phone shows them without Tournéo', async () => {
    const company = await newBookingCompany(browser);
    const page = company.planner;
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
    await page.reload();
    await openSettings(page, 'Marque blanche', M.title);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: M.save }).waitFor();
    await expectNoAxeViolations(page, 'branding screen, empty');

    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: M.logoUpload }).click();
    await (await chooser).setFiles(logoFile());
    await expectNotification(page, M.logoSaved);
    await main.getByRole('img', { name: M.logoAlt('votre entreprise') }).waitFor();

    await main.getByRole('textbox', { name: M.colour, exact: true }).fill('bleu');
    await main.getByRole('button', { name: M.save }).click();
    await main.getByText(M.colourInvalid).waitFor();
    await expectNoAxeViolations(page, 'branding screen, colour refused');
    await main.getByRole('textbox', { name: M.colour, exact: true }).fill('#aa3300');
    await main.getByLabel(M.senderName).fill('Chauffage Lefèvre');
    await main.getByRole('button', { name: M.save }).click();
    await expectNotification(page, M.saved);
    await expectNoAxeViolations(page, 'branding screen, saved with its logo');

    const client = await company.addClient();
    const phone = await newPhonePage(browser);
    await phone.goto(`/?token=${client.token}`);
    const header = phone.getByRole('banner');
    await header.getByText('Chauffage Lefèvre').waitFor();
    const logo = header.locator('img.company-logo');
    const loadedWidth = await logo.evaluate((image: HTMLImageElement) =>
      image.complete
        ? image.naturalWidth
        : new Promise<number>((resolve) => {
            image.addEventListener('load', () => resolve(image.naturalWidth), { once: true });
            image.addEventListener('error', () => resolve(0), { once: true });
          }),
    );
    expect(loadedWidth).toBe(96);
    expect(await phone.locator('body').innerText()).not.toContain('Tournéo');
    await expectNoAxeViolations(phone, 'branded booking page on a phone');
  });

  it('without the white label, the booking page names the company and says ‘propulsé par Tournéo’', async () => {
    const company = await newBookingCompany(browser);
    const client = await company.addClient();
    const phone = await newPhonePage(browser);
    await phone.goto(`/?token=${client.token}`);
    await phone.getByRole('banner').getByText(company.name).waitFor();
    await phone.getByText(M.poweredBy).waitFor();
    await expectNoAxeViolations(phone, 'booking page with propulsé par Tournéo');
  });
});
