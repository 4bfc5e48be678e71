import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser.ts';
import { callApi, newCompany } from './settings.ts';

/** A phone (iPhone 12-like viewport, touch), as most clients open their booking link. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** A booking page on a phone; `motion` lets its transitions run (the default context reduces them). */
export const newPhonePage = (browser: Browser, { motion = false } = {}) =>
  newPage(browser, { ...PHONE, ...(motion ? { reducedMotion: 'no-preference' as const } : {}) });

export const PARTNER_EMAIL = 'rdv@entreprise-test.fr';

export interface BookingCompany {
  /** The planner, signed in. */
  planner: Page;
  /** The company's name, which the booking page shows. */
  name: string;
  operationName: string;
  /** A new client of the company (near its agent), with its booking token. */
  addClient: (name?: string) => Promise<{ id: number; name: string; token: string }>;
}

/**
 * A fresh company able to book: an operation of an hour, unless `withPartner` is false a partner
 * (its e-mail is the company's contact) and, unless `withAgent` is false, one agent living near the clients: its empty
 * calendar gives the same proposals to every client. With `teamSize` above 1, the operation needs
 * a team of that many agents, and the company has them.
 */
export async function newBookingCompany(
  browser: Browser,
  { withAgent = true, withPartner = true, teamSize = 1 } = {},
): Promise<BookingCompany> {
  const { page: planner, name } = await newCompany(browser);
  const operationName = teamSize > 1 ? 'Pose de pompe à chaleur' : 'Entretien chaudière';
  await callApi(planner, 'POST', '/operations/new-operation', {
    name: operationName,
    duration: 4,
    ...(teamSize > 1 ? { supports_teams: true, min_team_size: teamSize } : {}),
  });
  if (withPartner) {
    await callApi(planner, 'POST', '/partenaires/new-partenaire', {
      nom: 'Envoi',
      email: PARTNER_EMAIL,
      telephone: '03 20 00 00 00',
      serveur_smtp: 'smtp.exemple.fr',
      port_smtp: 587,
      mot_de_passe_mail: 'secret',
    });
  }
  const agentNames = withAgent ? ['Paul Martin', 'Inès Moreau', 'Hugo Petit'].slice(0, teamSize) : [];
  for (const [index, name] of agentNames.entries()) {
    await callApi(planner, 'POST', '/agents/create', {
      name,
      postal_code: '75011',
      adresse: `${10 + index} rue Oberkampf, 75011 Paris`,
      password: 'agent-mot-de-passe',
      latitude: 48.8649,
      longitude: 2.3736,
    });
  }
  let count = 0;
  const addClient = async (name = `Client${randomBytes(3).toString('hex')}`) => {
    count += 1;
    const { data } = (await callApi(planner, 'POST', '/client/new-client', {
      name,
      prenom: 'Marie',
      telephone: `06${String(10_000_000 + count).padStart(8, '0')}`,
      adresse: `${count} rue de la Roquette, 75011 Paris`,
      code_postal: '75011',
      operation_name: operationName,
      latitude: 48.8553,
      longitude: 2.3744,
    })) as { data: { id: number; unique_link: string } };
    return { id: data.id, name, token: data.unique_link };
  };
  return { planner, name, operationName, addClient };
}

/** Books the link's first proposal through the API, as the client would: answers the slot's day. */
export async function bookFirstSlot(page: Page, token: string): Promise<{ date: string; beginning: number }> {
  const info = await page.request.post('/rdv/get-rdv-and-user-info-by-token', { data: { token } });
  const { appointments } = (await info.json()) as {
    appointments: { id: string; date: string; beginning: number }[];
  };
  const slot = appointments[0]!;
  const confirm = await page.request.post('/rdv/confirm-appointment', {
    data: { token, rdv: { id: slot.id, date: slot.date, beginning: slot.beginning } },
  });
  if (!confirm.ok()) {
    throw new Error(`confirm-appointment answered ${confirm.status()}: ${await confirm.text()}`);
  }
  return { date: slot.date, beginning: slot.beginning };
}
