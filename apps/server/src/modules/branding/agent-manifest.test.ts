import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AgentManifest } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, type TestCompany } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { multipart } from '../../test/multipart.ts';
import { buildPng } from '../../test/images.ts';

/*
 * The agent app's name and icon under the white label (issue 28): its manifest names the agent's
 * company, with its logo as the icon, for an agent signed in to a company that has the feature;
 * Tournéo's otherwise.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function signInAgent(company: TestCompany) {
  const agent = await buildAgent(app, company.id, { name: 'Agent Manifeste', password: 'secret-agent' });
  const response = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: agent.name, password: 'secret-agent' },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  expect(cookie, response.body).toBeDefined();
  return `${cookie!.name}=${cookie!.value}`;
}

const manifestFor = async (cookie?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/mobile/manifest.webmanifest',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return { manifest: response.json<AgentManifest>(), body: response.body };
};

describe('GET /mobile/manifest.webmanifest', () => {
  it("is Tournéo's without an agent session", async () => {
    const { manifest } = await manifestFor();
    expect(manifest).toMatchObject({ name: 'Tournéo Agent', short_name: 'Tournéo', start_url: '/agent' });
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/agent/icon-192.png', '/agent/icon-512.png']);
  });

  it("names the agent's company and shows its logo with the white label, and no Tournéo", async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const saved = await app.inject({
      method: 'POST',
      url: '/branding/update',
      payload: { app_name: 'Dépannage Express Lyon', colour: '#aa3300' },
      headers: { cookie: company.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const upload = multipart([
      { name: 'file', filename: 'logo.png', content: buildPng({ width: 256, height: 256 }) },
    ]);
    const logo = await app.inject({
      method: 'POST',
      url: '/branding/logo',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: company.cookie },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const cookie = await signInAgent(company);

    const { manifest, body } = await manifestFor(cookie);
    expect(manifest).toMatchObject({
      name: 'Dépannage Express Lyon',
      short_name: 'Dépannage',
      theme_color: '#aa3300',
      start_url: '/agent',
    });
    expect(manifest.icons).toEqual([
      {
        src: expect.stringMatching(/^\/branding\/logo\/[0-9a-f-]{36}\.png$/),
        sizes: '256x256',
        type: 'image/png',
        purpose: 'any',
      },
    ]);
    // The icon is served, as the phone fetches it.
    const icon = await app.inject({ method: 'GET', url: manifest.icons[0]!.src });
    expect(icon.statusCode).toBe(200);
    expect(body).not.toMatch(/Tournéo/i);

    // Once the plan loses the white label: Tournéo's again.
    await setPlan(app, company.id, 'business');
    expect((await manifestFor(cookie)).manifest.name).toBe('Tournéo Agent');
  });
});
