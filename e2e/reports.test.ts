import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { MESSAGES, addDays, isoToFrenchDate } from '@tourneo/domain';
import { buildJpeg, buildPng } from '../apps/server/src/test/images.ts';
import { baseUrl, launchBrowser, logIn, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';
import { nextWeek } from './support/calendar.ts';

const m = MESSAGES.reports;
const AGENT_PASSWORD = 'secret-agent';
const LONG_TEXT = `${'Fuite constatée sous le ballon, joint à remplacer. '.repeat(3)}fin cachée`;
const LOT_SIZE = 55;

let browser: Browser;
let page: Page;
let companyName: string;
const week = nextWeek();
const monday = week.days[0]!;
const friday = week.days[4]!;

const main = () => page.getByRole('main');
const menu = () => page.getByRole('navigation', { name: 'Menu principal' });

async function createAgent(name: string) {
  const answer = await callApi(page, 'POST', '/agents/create', {
    name,
    postal_code: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    password: AGENT_PASSWORD,
  });
  return (answer.agent as { id: number }).id;
}

async function createMission(clientName: string, operationId: number | null, session: object) {
  const answer = await callApi(page, 'POST', '/api/rdv-unified', {
    client_name: clientName,
    adresse: `${clientName}, 12 rue de la Paix, 75002 Paris`,
    ...(operationId ? { operation_id: operationId } : {}),
    comments: clientName === 'Dupont' ? 'Client très satisfait' : undefined,
    sessions: [session],
  });
  return (answer.data as { id: number; sessions: { session_id: number }[] }).sessions[0]!.session_id;
}

/** Calls the agent app's routes as the signed-in agent (its HttpOnly cookie, the page's origin). */
async function asAgent(cookie: string, url: string, body: object | FormData) {
  const response = await fetch(`${baseUrl()}${url}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: baseUrl(),
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  }
}

const fileForm = (bytes: Buffer, name: string, fieldId?: number) => {
  const form = new FormData();
  if (fieldId !== undefined) {
    form.append('field_id', String(fieldId));
  }
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

/** The agent fills Dupont's report in the agent app: answers, a question photo, two mission photos, the signature. */
async function fillReport(sessionId: number, fields: Record<string, number>) {
  const login = await fetch(`${baseUrl()}/mobile/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ company_name: companyName, agent_name: 'Julie Martin', password: AGENT_PASSWORD }),
  });
  const cookie = /tourneo_agent_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) {
    throw new Error(`agent login: ${login.status}`);
  }
  const base = `/mobile/sessions/${sessionId}`;
  await asAgent(cookie, `${base}/start`, {});
  await asAgent(cookie, `${base}/answers`, {
    answers: [
      { field_id: fields.compteur, value: 'CPT-4521' },
      { field_id: fields.constat, value: LONG_TEXT },
      { field_id: fields.etat, value: 'hs' },
    ],
  });
  await asAgent(
    cookie,
    `${base}/photos`,
    fileForm(buildJpeg({ width: 320, height: 240, seed: 3 }), 'q.jpg', fields.photo),
  );
  await asAgent(cookie, `${base}/photos`, fileForm(buildJpeg({ width: 640, height: 480, seed: 1 }), 'a.jpg'));
  await asAgent(cookie, `${base}/photos`, fileForm(buildJpeg({ width: 480, height: 640, seed: 2 }), 'b.jpg'));
  await asAgent(
    cookie,
    `${base}/signature`,
    fileForm(buildPng({ width: 300, height: 100, alpha: true }), 'signature.png'),
  );
  await asAgent(cookie, `${base}/complete`, {});
}

beforeAll(async () => {
  browser = await launchBrowser();
  companyName = `Rapports ${randomUUID().slice(0, 8)}`;
  const registered = await fetch(`${baseUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: companyName, company_password: 'mot-de-passe-solide' }),
  });
  expect(registered.status).toBe(201);
  page = await newPage(browser);
  await logIn(page, companyName, 'mot-de-passe-solide');
  await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
  const julie = await createAgent('Julie Martin');
  const karim = await createAgent('Karim Benali');
  const form = await callApi(page, 'POST', '/forms/create', {
    name: 'Rapport de relevé',
    fields: [
      { field_type: 'text', field_name: 'compteur', field_label: 'Numéro de compteur', is_required: false },
      { field_type: 'text', field_name: 'constat', field_label: 'Constat', is_required: false },
      {
        field_type: 'radio',
        field_name: 'etat',
        field_label: 'État',
        is_required: false,
        options: [
          { option_value: 'ok', option_label: 'Bon état' },
          { option_value: 'hs', option_label: 'Hors service' },
        ],
      },
      { field_type: 'image', field_name: 'photo', field_label: 'Photo du compteur', is_required: false },
    ],
  });
  const formDetails = form.form as { id: number; fields: { id: number; field_name: string }[] };
  const fields = Object.fromEntries(formDetails.fields.map((field) => [field.field_name, field.id]));
  const releve = (
    (await callApi(page, 'POST', '/operations/new-operation', {
      name: 'Relevé compteur',
      duration: 4,
      form_id: formDetails.id,
    })) as { operation: { id: number } }
  ).operation.id;
  const dupont = await createMission('Dupont', releve, {
    date: monday,
    beginning: 4,
    ending: 8,
    agents: [{ agent_id: julie }],
  });
  await createMission('Martin', null, {
    date: week.days[1],
    beginning: 4,
    ending: 8,
    agents: [{ agent_id: karim }],
  });
  for (let index = 0; index < LOT_SIZE; index += 1) {
    await createMission(`Lot ${String(index).padStart(2, '0')}`, null, {
      date: week.days[index % 5],
      beginning: 8 + Math.floor(index / 5) * 2,
      ending: 10 + Math.floor(index / 5) * 2,
      agents: [{ agent_id: karim }],
    });
  }
  // Dupont's visit is next week: the planner lets Julie start it now ('Démarrer' waits for its day otherwise).
  await callApi(page, 'PUT', `/api/rdv-unified/sessions/${dupont}`, { early_start_allowed: true });
  await fillReport(dupont, fields);
  await page.reload();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function openSection(entry: string, heading: string) {
  await menu().getByRole('button', { name: entry, exact: true }).click();
  await main().getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Types the criteria (dates dd/mm/yyyy) and searches; answers the request body sent. */
async function search(criteria: Record<string, string>, url = '/recent-missions/') {
  for (const label of ['Client', 'Agent', 'Opération', 'Date de début', 'Date de fin']) {
    await main()
      .getByLabel(label, { exact: true })
      .fill(criteria[label] ?? '');
  }
  const request = page.waitForRequest((candidate: Request) => candidate.url().includes(url));
  await main().getByRole('button', { name: 'Rechercher' }).click();
  return (await request).postDataJSON() as Record<string, unknown>;
}

/** Turns a switch on or off; the page scrolled up first, so that the fixed header covers nothing. */
async function toggle(name: string, isOn: boolean) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await main().getByRole('switch', { name }).setChecked(isOn, { force: true });
}

const cards = () => main().getByRole('article');
const cardNames = async () =>
  await cards().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

describe('Missions Récentes', () => {
  it('shows the empty state for the default 28 days, then searches with dates typed dd/mm/yyyy', async () => {
    await openSection('Missions récentes', 'Missions Récentes');
    await main().getByText(m.recentEmpty).waitFor();
    await expectNoAxeViolations(page, 'Missions Récentes (vide)');

    await main().getByLabel('Date de fin', { exact: true }).fill('2026-11-30');
    await main().getByRole('button', { name: 'Rechercher' }).click();
    await main().getByText(m.frenchDateInvalid).waitFor();
    // An end before the start: the form says so and asks nothing.
    let searches = 0;
    const countSearch = (request: Request) => {
      if (request.url().includes('/recent-missions/')) {
        searches += 1;
      }
    };
    page.on('request', countSearch);
    await main().getByLabel('Date de début', { exact: true }).fill('01/12/2026');
    await main().getByLabel('Date de fin', { exact: true }).fill('01/01/2026');
    await main().getByRole('button', { name: 'Rechercher' }).click();
    await main().getByText(m.periodInvalid).waitFor();
    await expectNoAxeViolations(page, 'Missions Récentes, end before start');
    page.off('request', countSearch);
    expect(searches).toBe(0);
    await main().getByLabel('Date de début', { exact: true }).fill('');

    const sent = await search({ 'Date de fin': isoToFrenchDate(friday) });
    expect(sent).toEqual({ endDate: friday });
    await main()
      .getByText(/57 missions du/)
      .waitFor();
    await main()
      .getByText(/50 affichées/)
      .waitFor();
    // 50 missions: 20 a page, no virtualised list (it starts above 50).
    expect(await cards().count()).toBe(20);
    await main().getByRole('button', { name: 'Page suivante' }).click();
    await main().getByRole('button', { name: 'Page suivante' }).click();
    await expect.poll(() => cards().count()).toBe(10);
    await expectNoAxeViolations(page, 'Missions Récentes (résultats)');
  });

  it("'Voir toutes les missions' lists all 57 in a virtualised list, on by default, that a toggle turns into pages", async () => {
    const request = page.waitForRequest((candidate) =>
      candidate.url().endsWith('/recent-missions/get-all-unlimited'),
    );
    await toggle('Voir toutes les missions', true);
    await request;
    const list = main().getByTestId('virtual-mission-list');
    await list.waitFor();
    const rendered = await list.getByRole('listitem').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(57);
    await list.evaluate((node) => node.scrollTo(0, node.scrollHeight));
    await list.getByRole('listitem', { name: 'Lot 00' }).waitFor();
    await expectNoAxeViolations(page, 'Missions Récentes (liste virtualisée)');

    await toggle('Liste virtualisée', false);
    await expect.poll(() => cards().count()).toBe(20);
    await main().getByRole('button', { name: 'Dernière page' }).click();
    await expect.poll(() => cards().count()).toBe(17);
    await toggle('Voir toutes les missions', false);
    await main()
      .getByText(/50 affichées/)
      .waitFor();
  });

  it('searches by client, agent and operation', async () => {
    expect(await search({ Client: 'dup', 'Date de fin': isoToFrenchDate(friday) })).toEqual({
      clientName: 'dup',
      endDate: friday,
    });
    await expect.poll(cardNames).toEqual(['Dupont']);
    await search({ Agent: 'julie', 'Date de fin': isoToFrenchDate(friday) });
    await expect.poll(cardNames).toEqual(['Dupont']);
    await search({
      Agent: 'Karim',
      Client: 'mart',
      'Date de début': isoToFrenchDate(monday),
      'Date de fin': isoToFrenchDate(friday),
    });
    await expect.poll(cardNames).toEqual(['Martin']);
    await search({ Opération: 'relevé', 'Date de fin': isoToFrenchDate(friday) });
    await expect.poll(cardNames).toEqual(['Dupont']);
    await search({ Client: 'Dupont', 'Date de fin': isoToFrenchDate(addDays(monday, -1)) });
    await main().getByText(m.recentEmpty).waitFor();
  });

  it('opens the details popup and the photo viewer (arrows, Escape)', async () => {
    await search({ Client: 'Dupont', 'Date de fin': isoToFrenchDate(friday) });
    const card = cards().filter({ hasText: 'Dupont' });
    await card.getByText('Relevé compteur').waitFor();
    await card.getByText(`${isoToFrenchDate(monday)}, 9h00 – 10h00`).waitFor();
    await card.getByRole('button', { name: /^Voir les détails/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Détails de la mission — Dupont' });
    await dialog.getByText('CPT-4521').waitFor();
    await dialog.getByRole('row', { name: /Agent Julie Martin/ }).waitFor();
    await dialog.getByRole('row', { name: /Horaires 9h00 – 10h00/ }).waitFor();
    await dialog.getByText('Hors service').waitFor();
    await dialog.getByText('Client très satisfait').waitFor();
    // Spec 2 §5: a long text is cut at 100 characters with an ellipsis.
    await dialog.getByText(`${LONG_TEXT.slice(0, 100)}…`).waitFor();
    expect(await dialog.getByText('fin cachée').count()).toBe(0);
    const signature = dialog.getByRole('img', { name: 'Signature du client' });
    await signature.waitFor();
    await expect.poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
    await dialog.getByRole('img', { name: 'Photo du compteur — photo 1' }).waitFor();
    await expectNoAxeViolations(page, 'Détails de la mission');

    await dialog.getByRole('button', { name: 'Voir toutes les photos (2)' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos de la mission' });
    await viewer.getByTestId('photo-counter').filter({ hasText: '1 / 2' }).waitFor();
    const shown = viewer.getByRole('img', { name: /^Photo \d sur 2$/ });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
    await expectNoAxeViolations(page, 'Visionneuse de photos');
    await page.keyboard.press('ArrowRight');
    await viewer.getByTestId('photo-counter').filter({ hasText: '2 / 2' }).waitFor();
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    await page.keyboard.press('ArrowLeft');
    await viewer.getByTestId('photo-counter').filter({ hasText: '1 / 2' }).waitFor();
    await viewer.getByRole('button', { name: 'Afficher la photo 2' }).click();
    await viewer.getByTestId('photo-counter').filter({ hasText: '2 / 2' }).waitFor();
    await viewer.getByRole('button', { name: 'Photo précédente' }).click();
    await viewer.getByTestId('photo-counter').filter({ hasText: '1 / 2' }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("'Générer PDF' downloads mission_{client}_{date}.pdf, read back with pdftotext", async () => {
    const button = cards()
      .filter({ hasText: 'Dupont' })
      .getByRole('button', { name: /^Générer PDF/ });
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`mission_Dupont_${monday}.pdf`);
    await expectNotification(page, m.pdfSuccess);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-e2e-pdf-')), file.suggestedFilename());
    await file.saveAs(saved);
    const text = spawnSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' }).stdout.replace(
      /\s+/g,
      ' ',
    );
    for (const expected of [
      'Dupont',
      'Julie Martin',
      'Relevé compteur',
      'CPT-4521',
      'Hors service',
      'fin cachée',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await button.isEnabled()).toBe(true);
  });
});

describe('Archive', () => {
  it('searches with the campaign field, 20 a page within 50, all archives, grid or list, details popup', async () => {
    await openSection('Archive', 'Archive');
    await main().getByLabel('Campagne', { exact: true }).waitFor();
    await main().getByText(m.archiveEmpty).waitFor();
    await expectNoAxeViolations(page, 'Archive (vide)');

    await main().getByLabel('Client', { exact: true }).fill('lot');
    await main().getByLabel('Date de fin', { exact: true }).fill(isoToFrenchDate(friday));
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/archive/get-all'));
    await main().getByRole('button', { name: 'Rechercher' }).click();
    expect((await request).postDataJSON()).toEqual({
      clientName: 'lot',
      endDate: friday,
      all: false,
      page: 1,
    });
    await main()
      .getByText(/55 missions du .* les 50 premières affichées/)
      .waitFor();
    await expect.poll(() => cards().count()).toBe(20);
    await main().getByRole('button', { name: 'Dernière page' }).click();
    await expect.poll(() => cards().count()).toBe(10);
    await toggle('Voir toutes les archives', true);
    // Every archive is shown once its first page has landed (not the previous answer kept on screen).
    await main()
      .getByText(/^55 missions du [^—]*$/)
      .waitFor();
    await expect.poll(() => cards().count()).toBe(20);
    await main().getByRole('button', { name: 'Dernière page' }).click();
    await expect.poll(() => cards().count()).toBe(15);
    await expectNoAxeViolations(page, 'Archive (grille)');

    await main().getByText('Liste', { exact: true }).click();
    await main().getByRole('table').waitFor();
    await expect.poll(() => main().getByRole('row').count()).toBe(16);
    await expectNoAxeViolations(page, 'Archive (liste)');
    await main()
      .getByRole('row', { name: /Lot 00/ })
      .getByRole('button', { name: /^Voir les détails/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Détails de la mission — Lot 00' });
    await dialog.getByText(m.noImage).waitFor();
    await dialog.getByRole('row', { name: /Agent Karim Benali/ }).waitFor();
    await expectNoAxeViolations(page, "Détails d'une mission archivée");
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('without the pdf_generation feature', () => {
  it("hides 'Générer PDF' and shows 'PDF Business+'", async () => {
    const standard = await newCompanyPage(browser);
    const agent = (
      (await callApi(standard, 'POST', '/agents/create', {
        name: 'Agent Standard',
        postal_code: '75011',
        adresse: '12 rue Oberkampf, 75011 Paris',
        password: AGENT_PASSWORD,
      })) as { agent: { id: number } }
    ).agent.id;
    await callApi(standard, 'POST', '/api/rdv-unified', {
      client_name: 'Standard',
      adresse: '1 rue de la Paix, 75002 Paris',
      sessions: [{ date: monday, beginning: 4, ending: 8, agents: [{ agent_id: agent }] }],
    });
    await standard.reload();
    await standard
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Missions récentes', exact: true })
      .click();
    const content = standard.getByRole('main');
    await content.getByLabel('Date de fin', { exact: true }).fill(isoToFrenchDate(friday));
    await content.getByRole('button', { name: 'Rechercher' }).click();
    const card = content.getByRole('article', { name: 'Standard' });
    await card.getByText(m.pdfBusinessHint).waitFor();
    expect(await card.getByRole('button', { name: /Générer PDF/ }).count()).toBe(0);
    await expectNoAxeViolations(standard, 'Missions Récentes sans PDF');
    await standard.context().close();
  });
});
