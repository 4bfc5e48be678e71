import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { MESSAGES, parisDateOf, workWeekAt } from '@tourneo/domain';
import { createTestApp, uniqueName } from '../test/test-app.ts';
import { SCHEMA_MISS_LOG_MESSAGE } from './error-handler.ts';
import {
  logInSeededAgent,
  seedCompanyWithEverything,
  snapshotCompanyRows,
  type SeededCompany,
} from '../test/seed-everything.ts';
import { multipart } from '../test/multipart.ts';
import { bearer, createTestApiKey } from '../test/api-keys.ts';
import { and, eq } from 'drizzle-orm';
import { agents } from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import {
  hostileRawBody,
  hostileValue,
  jsonSchemaOf,
  propertyNames,
  validishArbitrary,
  withValue,
  type RawBody,
} from '../test/hostile-input.ts';

/**
 * The route safety net: every route the server registers must have a rule here, and every rule is
 * checked three ways (docs/decisions/0008-trust.md):
 * 1. without a session, 401 with the French message (public routes are listed as such);
 * 2. as another company, naming the seeded company's rows: 404 or 403, and none of its rows changes;
 * 3. a few hundred generated hostile bodies (from the route's own zod schema, plus NUL, huge
 *    strings, deep nesting, `__proto__`, wrong types, out-of-range numbers): never a 5xx, always a
 *    French message that does not echo the input.
 * A route added without a rule fails the first test.
 */

/** A session's public id (`POST /auth/sessions`): its token's hash's first 16 hex digits. */
const sessionIdOf = (cookie: string) =>
  createHash('sha256')
    .update(cookie.slice(cookie.indexOf('=') + 1))
    .digest('hex')
    .slice(0, 16);

interface ForeignRequest {
  url?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

interface RouteRule {
  /**
   * `public`: answers without a session; `session`: 401 without one; `token`: 401 without
   * METRICS_TOKEN; `key`: the public API, 401 without an API key (called with the caller's write key).
   */
  access: 'public' | 'session' | 'token' | 'key';
  /** Requests naming the other company's rows; each must answer 404 or 403. */
  foreign?: (other: SeededCompany) => ForeignRequest[];
  /** Hostile requests go without the session (a call that would end it: logout). */
  hostileWithoutSession?: true;
  /** Sends a multipart upload rather than JSON. */
  multipart?: true;
  /** Generated hostile requests (fewer where each costs a password hash or a network attempt). */
  runs?: number;
  /** The caller's own row named by `:id` in generated requests (the form's otherwise). */
  ownId?: (caller: SeededCompany) => number;
  /** A server-sent events stream: answers are read as streams, and an open stream is closed. */
  stream?: true;
  /** Called with the agent app's session (the caller's seeded agent) rather than the company's. */
  as?: 'agent';
}

const agentBody = {
  name: 'Agent',
  postal_code: '75011',
  adresse: '1 rue Oberkampf',
  password: 'secret-agent',
};
const partnerBody = {
  nom: 'Partenaire',
  email: 'partenaire@example.fr',
  telephone: '01 23 45 67 89',
  serveur_smtp: '127.0.0.1',
  port_smtp: 9,
  secure: false,
};
const clientBody = {
  name: 'Client',
  adresse: '1 rue de la Paix',
  code_postal: '75002',
  telephone: '0612345678',
};
const formBody = {
  name: 'Formulaire',
  fields: [{ field_type: 'text', field_name: 'note', field_label: 'Note', is_required: false }],
};

/** A multipart upload of a file with the given first bytes (JPEG unless told). */
const uploadOf = (bytes: number[] = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) => {
  const body = multipart([{ name: 'file', filename: 'photo.jpg', content: Buffer.from(bytes) }]);
  return { payload: body.payload, headers: body.headers };
};
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];

const nextMonday = () => workWeekAt(parisDateOf(new Date()), 1).days[0]!;
const missionSession = (agentId: number) => ({
  date: nextMonday(),
  beginning: 20,
  ending: 24,
  agents: [{ agent_id: agentId }],
});

/** A take-charge booking naming the other company's client, or its agent for the caller's client. */
const foreignAppointments = (other: SeededCompany): ForeignRequest[] =>
  [
    { clientId: other.clientId, agentId: caller.agentId },
    { clientId: caller.clientId, agentId: other.agentId },
  ].map((ids) => ({ payload: { ...ids, date: nextMonday(), beginning: 28, ending: 32 } }));
/** A client of this company sent by the other company's partner. */
const foreignPartnerClient = (other: SeededCompany): ForeignRequest => ({
  payload: {
    ...clientBody,
    name: uniqueName('Client'),
    operation_name: `${caller.marker} entretien`,
    partenaire_id: other.partnerId,
  },
});

const ROUTES: Record<string, RouteRule> = {
  'GET /api/openapi.json': { access: 'public', runs: 20 },
  'GET /health': { access: 'public', runs: 20 },
  'GET /ready': { access: 'public', runs: 20 },
  'GET /metrics': { access: 'token', runs: 20 },
  'GET /api/session': { access: 'session', runs: 20 },
  'POST /api/contact': { access: 'public', runs: 150 },
  'POST /admin/register': { access: 'public', runs: 80 },
  'POST /admin/login': { access: 'public', runs: 80 },
  'POST /admin/logout': { access: 'public', hostileWithoutSession: true },
  'POST /people/get-all': { access: 'session' },
  'POST /people/invite': { access: 'session', runs: 80 },
  'POST /people/update-role': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.personId, role: 'administrateur' } }],
  },
  'POST /people/remove': { access: 'session', foreign: (other) => [{ payload: { id: other.personId } }] },
  // Audit log and GDPR settings (issue 26, decision 0039): the company's own chain only.
  'POST /audit/get-all': { access: 'session', runs: 80 },
  'POST /audit/verify': { access: 'session', runs: 20 },
  'POST /client/export': { access: 'session', foreign: (other) => [{ payload: { id: other.clientId } }] },
  'POST /gdpr/get-settings': { access: 'session', runs: 20 },
  'POST /gdpr/update-settings': { access: 'session', runs: 60 },
  'POST /people/invitation': { access: 'public', runs: 80 },
  'POST /people/accept-invitation': { access: 'public', runs: 40 },
  'POST /people/request-password-reset': { access: 'public', runs: 40 },
  'POST /people/reset-password': { access: 'public', runs: 40 },
  'POST /admin/request-password-reset': { access: 'public', runs: 40 },
  'POST /people/cancel-invitation': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.invitationId } }],
  },
  'POST /people/set-totp-requirement': { access: 'session', runs: 40 },
  'POST /auth/totp-status': { access: 'session', runs: 20 },
  'POST /auth/totp-start': { access: 'session', runs: 20 },
  'POST /auth/totp-confirm': { access: 'session', runs: 40 },
  'POST /auth/totp-disable': { access: 'session', runs: 40 },
  'POST /auth/totp-regenerate-recovery-codes': { access: 'session', runs: 40 },
  'POST /auth/totp-login': { access: 'public', runs: 60 },
  'POST /auth/sessions': { access: 'session', runs: 20 },
  'POST /auth/end-session': {
    access: 'session',
    // The other company's sessions, its owner's and its person's: none is the caller's.
    foreign: (other) =>
      [other.cookie, other.personCookie].map((cookie) => ({ payload: { id: sessionIdOf(cookie) } })),
  },
  'POST /subscriptions/company-plan': { access: 'session' },
  'POST /subscriptions/change-plan': { access: 'session' },
  'POST /agents/get-all': { access: 'session' },
  'POST /agents/create': { access: 'session' },
  'PUT /agents/update': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.agentId, ...agentBody } }],
  },
  'POST /agents/delete': { access: 'session', foreign: (other) => [{ payload: { id: other.agentId } }] },
  'POST /forms/get-all': { access: 'session' },
  'POST /forms/create': { access: 'session' },
  'DELETE /forms/delete': { access: 'session', foreign: (other) => [{ payload: { id: other.formId } }] },
  'POST /forms/:id': {
    access: 'session',
    foreign: (other) => [{ url: `/forms/${other.formId}`, payload: {} }],
  },
  'PUT /forms/:id': {
    access: 'session',
    foreign: (other) => [{ url: `/forms/${other.formId}`, payload: formBody }],
  },
  'GET /company/profile': { access: 'session', runs: 20 },
  'PUT /company/profile': { access: 'session' },
  'POST /partenaires/get-all': { access: 'session' },
  'POST /partenaires/new-partenaire': { access: 'session' },
  'PUT /partenaires/update': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.partnerId, ...partnerBody, mot_de_passe_mail: '' } }],
  },
  'DELETE /partenaires/delete': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.partnerId } }],
  },
  'POST /partenaires/set-default': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.partnerId } }],
  },
  'POST /partenaires/test-connection': {
    access: 'session',
    // The other company's stored SMTP password must never be used for this company's test.
    foreign: (other) => [{ payload: { id: other.partnerId, ...partnerBody, mot_de_passe_mail: '' } }],
    runs: 60,
  },
  'GET /geo/autocomplete': { access: 'session' },
  'GET /geo/check-address': { access: 'session' },
  'POST /roles/get-all': { access: 'session' },
  'POST /roles': { access: 'session' },
  'POST /roles/create': { access: 'session' },
  'POST /roles/update': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.roleId, name: 'Renommée' } }],
  },
  'POST /roles/delete': { access: 'session', foreign: (other) => [{ payload: { id: other.roleId } }] },
  'POST /roles/agent': { access: 'session', foreign: (other) => [{ payload: { agentId: other.agentId } }] },
  'POST /roles/assign': {
    access: 'session',
    foreign: (other) => [{ payload: { agentId: other.agentId, roleId: other.roleId } }],
  },
  'POST /roles/remove': {
    access: 'session',
    foreign: (other) => [{ payload: { agentId: other.agentId, roleId: other.roleId } }],
  },
  'POST /operations/get-all': { access: 'session' },
  'POST /operations/get-operation-roles': {
    access: 'session',
    foreign: (other) => [{ payload: { operation_id: other.operationId } }],
  },
  'POST /operations/new-operation': {
    access: 'session',
    foreign: (other) => [
      { payload: { name: uniqueName('Op'), duration: 4, form_id: other.formId } },
      {
        payload: {
          name: uniqueName('Op'),
          duration: 4,
          supports_teams: true,
          min_team_size: 2,
          team_requirements: [{ role_id: other.roleId, min_agents: 2, max_agents: 2 }],
        },
      },
    ],
  },
  'PUT /operations/update': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.operationId, name: 'Renommée', duration: 4 } }],
  },
  'DELETE /operations/delete': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.operationId } }],
  },
  'POST /operations/assign-role': {
    access: 'session',
    foreign: (other) => [{ payload: { operation_id: other.operationId, role_id: other.roleId } }],
  },
  'POST /operations/remove-role': {
    access: 'session',
    foreign: (other) => [{ payload: { operation_id: other.operationId, role_id: other.roleId } }],
  },
  'POST /client/get-all': { access: 'session' },
  // No id: the caller's own clients only (another company's: mission-client.test.ts).
  'POST /client/search': { access: 'session' },
  'POST /client/new-client': {
    access: 'session',
    // A client of this company sent by the other company's partner.
    foreign: (other) => [foreignPartnerClient(other)],
  },
  'PUT /client/update': {
    access: 'session',
    foreign: (other) => [
      { payload: { id: other.clientId, ...clientBody } },
      { payload: { id: caller.clientId, ...clientBody, partenaire_id: other.partnerId } },
    ],
  },
  'POST /client/upload-csv': { access: 'session', multipart: true },
  'POST /client/messages': {
    access: 'session',
    foreign: (other) => [{ payload: { clientId: other.clientId } }],
  },
  'POST /client/send-link': {
    access: 'session',
    foreign: (other) => [{ payload: { clientId: other.clientId } }],
  },
  'POST /client/messages/resend': {
    access: 'session',
    foreign: (other) => [{ payload: { clientId: other.clientId, messageId: 1 } }],
  },
  'GET /l/:code': { access: 'public' },
  'POST /client/delete-client': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.clientId } }],
  },
  'GET /api/rdv-unified/events': { access: 'session', stream: true, runs: 30 },
  'POST /api/rdv-unified/agent/:id/week-range': {
    access: 'session',
    foreign: (other) => [{ url: `/api/rdv-unified/agent/${other.agentId}/week-range`, payload: {} }],
    ownId: (caller) => caller.agentId,
  },
  // No id: the day of the caller's own company only (another company's sessions: team-day.test.ts).
  'POST /api/rdv-unified/team-day': { access: 'session' },
  'POST /api/rdv-unified': {
    access: 'session',
    foreign: (other) => [
      {
        payload: {
          client_name: 'Client',
          adresse: '1 rue de la Paix',
          operation_id: caller.operationId,
          sessions: [missionSession(other.agentId)],
        },
      },
      {
        payload: {
          client_name: 'Client',
          adresse: '1 rue de la Paix',
          operation_id: other.operationId,
          sessions: [missionSession(caller.agentId)],
        },
      },
      {
        payload: {
          client_name: 'Client',
          adresse: '1 rue de la Paix',
          client_id: other.clientId,
          sessions: [missionSession(caller.agentId)],
        },
      },
    ],
  },
  'PUT /api/rdv-unified/:id': {
    access: 'session',
    foreign: (other) => [
      {
        url: `/api/rdv-unified/${other.missionId}`,
        payload: { client_name: 'Volé', apply_to_all_sessions: true },
      },
      { url: `/api/rdv-unified/${caller.missionId}`, payload: { operation_id: other.operationId } },
    ],
    ownId: (caller) => caller.missionId,
  },
  'PUT /api/rdv-unified/sessions/:id': {
    access: 'session',
    foreign: (other) => [{ url: `/api/rdv-unified/sessions/${other.sessionId}`, payload: { notes: 'Volé' } }],
    ownId: (caller) => caller.sessionId,
  },
  'POST /api/rdv-unified/sessions/:id/move': {
    access: 'session',
    foreign: (other) => [
      {
        url: `/api/rdv-unified/sessions/${other.sessionId}/move`,
        payload: { new_date: nextMonday(), new_beginning: 28, new_ending: 30 },
      },
    ],
    ownId: (caller) => caller.sessionId,
  },
  'POST /api/rdv-unified/sessions/:id/switch-agent': {
    access: 'session',
    foreign: (other) => [
      {
        url: `/api/rdv-unified/sessions/${other.sessionId}/switch-agent`,
        payload: { current_agent_id: other.agentId, new_agent_id: caller.agentId },
      },
      {
        url: `/api/rdv-unified/sessions/${caller.sessionId}/switch-agent`,
        payload: { current_agent_id: caller.agentId, new_agent_id: other.agentId },
      },
    ],
    ownId: (caller) => caller.sessionId,
  },
  'POST /api/rdv-unified/:id/switch-leader': {
    access: 'session',
    foreign: (other) => [
      {
        url: `/api/rdv-unified/${other.missionId}/switch-leader`,
        payload: { new_leader_agent_id: other.agentId },
      },
      {
        url: `/api/rdv-unified/${caller.missionId}/switch-leader`,
        payload: { new_leader_agent_id: other.agentId },
      },
    ],
    ownId: (caller) => caller.missionId,
  },
  'POST /api/rdv-unified/:id/add-sessions': {
    access: 'session',
    foreign: (other) => [
      {
        url: `/api/rdv-unified/${other.missionId}/add-sessions`,
        payload: { sessions: [missionSession(caller.agentId)] },
      },
      {
        url: `/api/rdv-unified/${caller.missionId}/add-sessions`,
        payload: { sessions: [missionSession(other.agentId)] },
      },
    ],
    ownId: (caller) => caller.missionId,
  },
  'POST /rdv/make-appointment': {
    access: 'session',
    foreign: (other) => [
      { payload: { clientToken: other.clientToken } },
      { payload: { clientId: other.clientId } },
    ],
  },
  'POST /rdv/create': {
    access: 'session',
    foreign: (other) => [
      ...foreignAppointments(other),
      {
        payload: {
          clientId: caller.clientId,
          date: nextMonday(),
          beginning: 28,
          ending: 32,
          agentIds: [caller.agentId, other.agentId],
        },
      },
    ],
  },
  // The agent app: its own sessions only (another company's session or photo answers 404; another
  // agent's of the same company: modules/mobile/mobile.test.ts).
  // Payments (issue 22): a company reads its own invoices (advanced_stats); the operator's calls
  // answer 403 to any company; the files are rendered per call, so fewer hostile runs.
  'POST /payments/invoices': { access: 'session' },
  'POST /payments/invoice': {
    access: 'session',
    foreign: (other) => [{ payload: { invoice_id: other.invoiceId } }],
  },
  'GET /payments/invoices/:id/pdf': {
    access: 'session',
    foreign: (other) => [{ url: `/payments/invoices/${other.invoiceId}/pdf` }],
    ownId: (caller) => caller.invoiceId,
    runs: 20,
  },
  'GET /payments/invoices/:id/factur-x.xml': {
    access: 'session',
    foreign: (other) => [{ url: `/payments/invoices/${other.invoiceId}/factur-x.xml` }],
    ownId: (caller) => caller.invoiceId,
    runs: 20,
  },
  'POST /payments/metrics': { access: 'session' },
  'POST /payments/generate-all-invoices': { access: 'session', runs: 40 },
  'POST /payments/record-payment': {
    access: 'session',
    foreign: (other) => [
      { payload: { invoice_id: other.invoiceId, paid_on: '2026-01-05', amount: 1, method: 'Virement' } },
    ],
  },
  'POST /payments/record-failure': {
    access: 'session',
    foreign: (other) => [
      { payload: { invoice_id: other.invoiceId, failed_on: '2026-01-05', reason: 'Rejet' } },
    ],
  },
  'POST /payments/credit-note': {
    access: 'session',
    foreign: (other) => [{ payload: { invoice_id: other.invoiceId, reason: 'Avoir volé' } }],
  },
  'POST /payments/legal-identity': { access: 'session' },
  'PUT /payments/legal-identity': { access: 'session' },
  'POST /mobile/login': { access: 'public', runs: 80 },
  'POST /mobile/logout': { access: 'public', hostileWithoutSession: true },
  // Answers `signed_in: false` without a session (the agent app's first visit is no error).
  'GET /mobile/session': { access: 'public', as: 'agent', runs: 20 },
  'POST /mobile/schedule': { access: 'session', as: 'agent' },
  'GET /mobile/sessions/:id': {
    access: 'session',
    as: 'agent',
    foreign: (other) => [{ url: `/mobile/sessions/${other.sessionId}` }],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/start': {
    access: 'session',
    as: 'agent',
    foreign: (other) => [{ url: `/mobile/sessions/${other.sessionId}/start`, payload: {} }],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/en-route': {
    access: 'session',
    as: 'agent',
    foreign: (other) => [{ url: `/mobile/sessions/${other.sessionId}/en-route`, payload: {} }],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/answers': {
    access: 'session',
    as: 'agent',
    foreign: (other) => [
      {
        url: `/mobile/sessions/${other.sessionId}/answers`,
        payload: { answers: [{ field_id: 1, value: 'Volé' }] },
      },
    ],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/photos': {
    access: 'session',
    as: 'agent',
    multipart: true,
    foreign: (other) => [{ url: `/mobile/sessions/${other.sessionId}/photos`, ...uploadOf() }],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/photos/delete': {
    access: 'session',
    as: 'agent',
    foreign: (other) => [
      { url: `/mobile/sessions/${other.sessionId}/photos/delete`, payload: { photo_id: other.photoId } },
      { url: `/mobile/sessions/${caller.sessionId}/photos/delete`, payload: { photo_id: other.photoId } },
    ],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/signature': {
    access: 'session',
    as: 'agent',
    multipart: true,
    foreign: (other) => [{ url: `/mobile/sessions/${other.sessionId}/signature`, ...uploadOf(PNG_BYTES) }],
    ownId: (caller) => caller.sessionId,
  },
  'POST /mobile/sessions/:id/complete': {
    access: 'session',
    as: 'agent',
    foreign: (other) => [{ url: `/mobile/sessions/${other.sessionId}/complete`, payload: {} }],
    ownId: (caller) => caller.sessionId,
  },
  // The back office's session here (the agent's is checked by mobile.test.ts).
  'POST /mobile/photos/display': {
    access: 'session',
    foreign: (other) => [
      { payload: { imageData: other.photoId, rdvId: other.missionId, fieldId: null } },
      { payload: { imageData: other.photoId, rdvId: caller.missionId } },
    ],
  },
  // The Rapports group (issue 15): lists of the company's missions, a mission's details and its PDF.
  'POST /recent-missions/get-all': { access: 'session' },
  'POST /recent-missions/get-all-unlimited': { access: 'session' },
  'POST /archive/get-all': { access: 'session' },
  'POST /reports/mission-details': {
    access: 'session',
    foreign: (other) => [{ payload: { rdv_id: other.missionId } }],
  },
  'POST /pdf/generate-pdf': {
    access: 'session',
    foreign: (other) => [
      { payload: { rdv_id: other.missionId } },
      { url: '/pdf/generate-pdf?version=1', payload: { rdv_id: other.missionId } },
    ],
    // Each valid request renders a report.
    runs: 60,
  },
  // A file of a version of the report (issue 39): the other company's, or the caller's mission naming it.
  'POST /reports/version-file': {
    access: 'session',
    foreign: (other) => [
      { payload: { rdv_id: other.missionId, version: 1, file_id: other.versionFileId } },
      { payload: { rdv_id: caller.missionId, version: 1, file_id: other.versionFileId } },
    ],
  },
  // Statistiques (issue 23): the company's aggregates; an agent is named by id.
  'POST /statistics/company-stats': { access: 'session' },
  'POST /statistics/agent-travel': {
    access: 'session',
    foreign: (other) => [{ payload: { agentId: other.agentId } }],
  },
  // Analytics Avancé (issue 23): the company's aggregates over a period; agent and operation by id.
  'POST /analytics/occupancy': { access: 'session' },
  'POST /analytics/utilisation': { access: 'session' },
  'POST /analytics/funnel': { access: 'session' },
  'POST /analytics/changes': { access: 'session' },
  // 'Facturation' (issue 22): the company's own months; an appointment by its id.
  'POST /billing/current-month': { access: 'session' },
  'POST /billing/month/:year/:month': { access: 'session' },
  'POST /billing/periods': { access: 'session' },
  'POST /billing/metrics': { access: 'session' },
  'POST /billing/mark-billed': {
    access: 'session',
    foreign: (other) => [{ payload: { rdv_id: other.missionId } }],
  },
  'POST /billing/mark-paid': {
    access: 'session',
    foreign: (other) => [{ payload: { rdv_id: other.missionId } }],
  },
  // The booking link's routes: the token is the only key, and names one client of one company.
  'POST /rdv/get-rdv-and-user-info-by-token': { access: 'public' },
  'POST /rdv/confirm-appointment': { access: 'public' },
  'POST /rdv/get-appointment-by-token': { access: 'public' },
  'GET /rdv/appointment.ics': { access: 'public' },
  'POST /rdv/get-reschedule-proposals': { access: 'public' },
  'POST /rdv/cancel-appointment': { access: 'public' },
  'POST /rdv/request-data-erasure': { access: 'public' },
  'POST /rdv/decline-proposals': { access: 'public' },
  // Generated requests may sign the caller's agent out of the app (each agent route signs in again).
  'POST /agents/invite': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.agentId, email: 'pirate@example.fr' } }],
  },
  // The link's token is the only credential: an unknown one answers 404, never a 5xx.
  'POST /mobile/invitation': { access: 'public', runs: 40 },
  'POST /mobile/invitation/accept': { access: 'public', runs: 40 },
  'POST /onboarding/status': { access: 'session' },
  // Issue 28: support (every plan; priority for the plans that sell it).
  'POST /support/info': { access: 'session', runs: 20 },
  'POST /support/send': { access: 'session', runs: 60 },
  // White label (issue 28): the company's own branding only; the logo is public (booking page, agent app).
  'POST /branding/get': { access: 'session', runs: 20 },
  'POST /branding/update': { access: 'session' },
  'POST /branding/logo': { access: 'session', multipart: true, runs: 60 },
  'POST /branding/logo/delete': { access: 'session', runs: 20 },
  'GET /branding/logo/:file': { access: 'public', runs: 40 },
  // Automatisations avancées (issue 28): the company's own rules and log; an express slot's offer id is the public credential.
  'POST /automations/get': { access: 'session', runs: 20 },
  'POST /automations/update': { access: 'session' },
  'POST /automations/log': { access: 'session', runs: 40 },
  'POST /automations/express-slot/accept': { access: 'public', runs: 80 },
  // The satisfaction question's id is its page's only credential (unknown: 404, answered twice: 409).
  'POST /automations/satisfaction/get': { access: 'public', runs: 40 },
  'POST /automations/satisfaction/answer': { access: 'public', runs: 80 },
  // The agent app's manifest: Tournéo's without an agent session, the company's brand with one.
  'GET /mobile/manifest.webmanifest': { access: 'public', runs: 20 },
  'POST /agents/revoke-sessions': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.agentId } }],
  },
  // Clés d'API (issue 27): the company's own keys; the public API and its documentation.
  'POST /api-keys/get-all': { access: 'session', runs: 20 },
  'POST /api-keys/create': { access: 'session', runs: 40 },
  'GET /api/v1/openapi.json': { access: 'public', runs: 20 },
  'GET /api/docs': { access: 'public', runs: 20 },
  'GET /api/v1/agents': { access: 'key' },
  'POST /api/v1/agents': { access: 'key', runs: 60 },
  'GET /api/v1/qualifications': { access: 'key' },
  'POST /api/v1/qualifications': { access: 'key' },
  'GET /api/v1/operations': { access: 'key' },
  'GET /api/v1/clients': { access: 'key' },
  'POST /api/v1/clients': {
    access: 'key',
    foreign: (other) => [foreignPartnerClient(other)],
  },
  'POST /api/v1/clients/:id/proposals': {
    access: 'key',
    foreign: (other) => [{ url: `/api/v1/clients/${other.clientId}/proposals` }],
    ownId: (caller) => caller.clientId,
    runs: 60,
  },
  'POST /api/v1/bookings': {
    access: 'key',
    foreign: (other) => [...foreignAppointments(other)],
  },
  'GET /api/v1/missions': { access: 'key' },
  'POST /api/v1/missions': {
    access: 'key',
    foreign: (other) => [
      {
        payload: {
          client_name: 'Client',
          adresse: '1 rue de la Paix',
          operation_id: caller.operationId,
          sessions: [missionSession(other.agentId)],
        },
      },
    ],
  },
  // An agent's calendar feed (issue 27): the address for the company's agents, the agent's own; the
  // feed itself answers without a session, its token being the credential.
  'POST /agents/calendar-feed': {
    access: 'session',
    foreign: (other) => [
      { payload: { agentId: other.agentId } },
      { payload: { agentId: other.agentId, regenerate: true } },
    ],
  },
  'POST /mobile/calendar-feed': { access: 'session', as: 'agent', runs: 40 },
  'GET /calendar/:file': { access: 'public', runs: 40 },
  // CSV exports (issue 27): the company's own rows only, whatever the query asks.
  'GET /clients/export.csv': { access: 'session', runs: 20 },
  'GET /missions/export.csv': { access: 'session', runs: 60 },
  'GET /payments/invoices/export.csv': { access: 'session', runs: 20 },
  // The deletions come last: their generated requests may delete the caller's mission.
  // An erasure anonymises the caller's client named by a generated request (its row stays).
  'POST /client/erase': { access: 'session', foreign: (other) => [{ payload: { id: other.clientId } }] },
  'DELETE /api/rdv-unified/sessions/:id/agents/:agentId': {
    access: 'session',
    foreign: (other) => [
      { url: `/api/rdv-unified/sessions/${other.sessionId}/agents/${other.agentId}` },
      { url: `/api/rdv-unified/sessions/${caller.sessionId}/agents/${other.agentId}` },
    ],
    ownId: (caller) => caller.sessionId,
  },
  'DELETE /api/rdv-unified/sessions/:id': {
    access: 'session',
    foreign: (other) => [{ url: `/api/rdv-unified/sessions/${other.sessionId}` }],
    ownId: (caller) => caller.sessionId,
  },
  'DELETE /api/rdv-unified/:id': {
    access: 'session',
    foreign: (other) => [{ url: `/api/rdv-unified/${other.missionId}` }],
    ownId: (caller) => caller.missionId,
  },
  'DELETE /api/v1/missions/:id': {
    access: 'key',
    foreign: (other) => [{ url: `/api/v1/missions/${other.missionId}` }],
  },
  // Generated revocations may revoke the caller's key that the public API's rules use: after them.
  'POST /api-keys/revoke': { access: 'session', foreign: (other) => [{ payload: { id: other.apiKeyId } }] },
  // Webhooks (issue 27): the company's own endpoints and log.
  'POST /webhooks/get-all': { access: 'session', runs: 20 },
  'POST /webhooks/create': { access: 'session', runs: 60 },
  'POST /webhooks/delete': { access: 'session', foreign: (other) => [{ payload: { id: other.webhookId } }] },
  'POST /webhooks/rotate-secret': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.webhookId } }],
  },
  'POST /webhooks/enable': { access: 'session', foreign: (other) => [{ payload: { id: other.webhookId } }] },
  'POST /webhooks/deliveries': {
    access: 'session',
    foreign: (other) => [{ payload: { id: other.webhookId } }],
  },
  'POST /webhooks/redeliver': {
    access: 'session',
    foreign: (other) => [{ payload: { deliveryId: other.webhookDeliveryId } }],
  },
};

const DEFAULT_RUNS = 200;

/** Words of English error messages (the framework's, a library's) that must never reach a user. */
const ENGLISH =
  /\b(the|is|must|should|expected|received|required|invalid input|error|not found|too (large|long|big)|request|body|header|bad|unsupported|forbidden|unauthorized|failed|cannot|unexpected)\b/i;
const FRENCH_WORDS =
  /[àâçéèêëîïôûùüœ]|\b(le|la|les|des|du|de|est|une|un|vous|veuillez|ce|cette|non|trop|invalide|requis|doit|introuvable|manquantes?|obligatoires?|aucune?)\b/i;

/** Every text of the messages catalogue, dynamic ones with sample arguments. */
function catalogueTexts(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') {
    into.push(node);
  } else if (typeof node === 'function') {
    const text = node as (...args: unknown[]) => unknown;
    // Counts take numbers, names take strings: whichever the function accepts.
    let sample: unknown;
    try {
      sample = text(1, 1);
    } catch {
      sample = text('Évelyne', 'Évelyne');
    }
    into.push(String(sample));
  } else if (node && typeof node === 'object') {
    Object.values(node).forEach((child) => catalogueTexts(child, into));
  }
  return into;
}
const CATALOGUE = new Set(catalogueTexts(MESSAGES));
/** Catalogue texts a message is built on, as `Variables inconnues : {foo}` is. */
const CATALOGUE_PREFIXES = [...CATALOGUE].filter((text) => /:\s$/.test(text));
const isFrench = (message: string) =>
  CATALOGUE.has(message) ||
  CATALOGUE_PREFIXES.some((prefix) => message.startsWith(prefix)) ||
  FRENCH_WORDS.test(message);

const stats = { routes: 0, requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

let app: FastifyInstance;
let caller: SeededCompany;
let other: SeededCompany;
let otherBefore: string;
/** The route rules by the key of a registered route, HEAD answering as its GET. */
const ruleOf = (method: string, url: string) => ROUTES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
/** The caller's session a rule is called with: the company's, or its agent's in the agent app. */
const cookieOf = (rule: RouteRule) => (rule.as === 'agent' ? caller.agentCookie : caller.cookie);
/** The caller's credentials for a rule: its write API key on the public API, its session elsewhere. */
const credentialsOf = (rule: RouteRule): Record<string, string> =>
  rule.access === 'key' ? bearer(callerKey) : { cookie: cookieOf(rule) };
let callerKey: string;

/**
 * The log lines saying the database refused a value a schema let through. The server still answers
 * a French 400 then (defence in depth), so the answers alone would hide the missing schema rule.
 */
const schemaMisses: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    const line = chunk.toString('utf8');
    if (line.includes(SCHEMA_MISS_LOG_MESSAGE)) {
      schemaMisses.push(line);
    }
    callback();
  },
});
let missesBefore = 0;
beforeEach(() => {
  missesBefore = schemaMisses.length;
});
afterEach(() => {
  expect(
    schemaMisses.slice(missesBefore),
    'la base a refusé une valeur que le schéma de la route a laissée passer',
  ).toEqual([]);
});

beforeAll(async () => {
  // METRICS_TOKEN set: the metrics route exists, and is covered like every other.
  app = await createTestApp(
    {
      contactLimitPerIpPerHour: 1_000_000,
      apiKeyLimitPerMinute: 1_000_000,
      logLevel: 'warn',
      metricsToken: 'jeton-des-mesures-'.repeat(3),
    },
    undefined,
    { logStream },
  );
  caller = await seedCompanyWithEverything(app, `Appelante${uniqueName('').trim()}`);
  other = await seedCompanyWithEverything(app, `Autre${uniqueName('').trim()}`);
  callerKey = (await createTestApiKey(app, caller.cookie, 'write')).key;
  otherBefore = await snapshotCompanyRows(app, other.id);
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b);
  // The figures quoted in the closing notes: routes covered, requests generated, 5xx seen.
  console.info(
    `[filet de sécurité] ${stats.routes} routes, ${stats.requests} requêtes hostiles, ${stats.serverErrors} réponses 5xx ; statuts ${statuses.map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  await app?.close();
});

/** Registered routes, HEAD ones folded into their GET. */
function registeredRoutes() {
  return app.registeredRoutes.filter((route) => route.method !== 'HEAD');
}

function expectFrenchError(response: LightMyRequestResponse, hostile: unknown) {
  const body = response.json<{ success?: boolean; error?: unknown; message?: unknown }>();
  expect(body.success, response.body).toBe(false);
  const message = String(body.error);
  expect(message, `message en anglais : ${message}`).not.toMatch(ENGLISH);
  expect(isFrench(message), `message non français : ${message}`).toBe(true);
  if (typeof hostile === 'string' && hostile.length >= 12) {
    expect(response.body.includes(hostile.slice(0, 200)), 'la réponse reprend la saisie').toBe(false);
  }
}

function record(response: LightMyRequestResponse) {
  stats.requests += 1;
  stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) {
    stats.serverErrors += 1;
  }
}

const remoteAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe('route safety net', () => {
  it('every registered route has a rule, and every rule a route', () => {
    const registered = registeredRoutes().map((route) => `${route.method} ${route.url}`);
    const missing = registered.filter((key) => !(key in ROUTES));
    expect(missing, 'routes sans règle dans ROUTES (route-safety-net.test.ts)').toEqual([]);
    const stale = Object.keys(ROUTES).filter((key) => !registered.includes(key));
    expect(stale, 'règles sans route').toEqual([]);
  });

  it('every route with a body or a query declares its schema (multipart uploads aside)', () => {
    const withoutSchema = registeredRoutes()
      .filter((route) => !ruleOf(route.method, route.url)?.multipart)
      // A public API route that takes only its path's id (a deletion, a client's proposals) declares that.
      .filter((route) => !(ruleOf(route.method, route.url)?.access === 'key' && route.schema?.params))
      .filter((route) => (route.method === 'GET' ? false : !route.schema?.body))
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutSchema).toEqual([]);
  });

  it('without a session, every non-public route answers 401 with the French message', async () => {
    for (const route of registeredRoutes()) {
      const rule = ruleOf(route.method, route.url)!;
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url.replace(':id', '1'),
        payload: route.method === 'GET' ? undefined : {},
        remoteAddress: remoteAddress(),
      });
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (rule.access === 'session') {
        expect(response.statusCode, label).toBe(401);
        expect(response.json().error, label).toBe(MESSAGES.auth.sessionRequired);
      } else if (rule.access === 'key') {
        expect(response.statusCode, label).toBe(401);
        expect(response.json().error, label).toBe(MESSAGES.apiKeys.keyRequired);
      } else if (rule.access === 'token') {
        expect(response.statusCode, label).toBe(401);
        expect(response.json().error, label).toBe(MESSAGES.http.metricsTokenRequired);
      } else {
        expect(response.statusCode, label).not.toBe(401);
      }
    }
  });

  it("another company's ids answer 404 or 403 and change none of its rows", async () => {
    let checked = 0;
    for (const route of registeredRoutes()) {
      const rule = ruleOf(route.method, route.url)!;
      for (const request of rule.foreign?.(other) ?? []) {
        const response = await app.inject({
          method: route.method as InjectOptions['method'],
          url: request.url ?? route.url,
          payload: request.payload,
          headers: { ...request.headers, ...credentialsOf(rule) },
        });
        const label = `${route.method} ${request.url ?? route.url} ${JSON.stringify(request.payload)}`;
        expect([403, 404], `${label} → ${response.statusCode} ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.body.includes(other.marker), `${label} montre les données de l'autre société`).toBe(
          false,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(await snapshotCompanyRows(app, other.id)).toBe(otherBefore);
  });

  it('ids above 2147483647 answer 400 with a French message on every route that takes one', async () => {
    const tooLarge = 2_147_483_648;
    const requests: [InjectOptions['method'], string, object][] = [
      ['POST', '/client/delete-client', { id: tooLarge }],
      ['PUT', '/client/update', { ...clientBody, id: tooLarge }],
      ['PUT', '/partenaires/update', { ...partnerBody, id: tooLarge, mot_de_passe_mail: '' }],
      ['DELETE', '/partenaires/delete', { id: tooLarge }],
      ['DELETE', '/forms/delete', { id: tooLarge }],
      ['POST', `/forms/${tooLarge}`, {}],
      ['PUT', `/forms/${tooLarge}`, formBody],
      ['PUT', '/agents/update', { ...agentBody, id: tooLarge }],
      ['POST', '/roles/assign', { agentId: tooLarge, roleId: caller.roleId }],
      ['PUT', '/operations/update', { id: tooLarge, name: 'Op', duration: 4 }],
      ['PUT', `/api/rdv-unified/${tooLarge}`, { notes: 'x' }],
      ['DELETE', `/api/rdv-unified/sessions/${tooLarge}`, {}],
      ['POST', `/api/rdv-unified/agent/${tooLarge}/week-range`, {}],
      ['POST', '/mobile/photos/display', { imageData: tooLarge, rdvId: caller.missionId }],
      ['POST', '/mobile/photos/display', { imageData: caller.photoId, rdvId: tooLarge }],
      ['POST', '/agents/revoke-sessions', { id: tooLarge }],
      ['POST', '/reports/mission-details', { rdv_id: tooLarge }],
      ['POST', '/pdf/generate-pdf', { rdv_id: tooLarge }],
      ['POST', `/pdf/generate-pdf?version=${tooLarge}`, { rdv_id: caller.missionId }],
      ['POST', '/reports/version-file', { rdv_id: caller.missionId, version: 1, file_id: tooLarge }],
      ['POST', '/billing/mark-billed', { rdv_id: tooLarge }],
    ];
    for (const [method, url, payload] of requests) {
      const response = await app.inject({ method, url, payload, headers: { cookie: caller.cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expectFrenchError(response, undefined);
    }
  });

  it("lists answer this company's rows only", async () => {
    for (const route of registeredRoutes().filter((entry) =>
      /get-all|company-plan|\/api\/session/.test(entry.url),
    )) {
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url,
        payload: route.method === 'GET' ? undefined : {},
        headers: { cookie: caller.cookie },
      });
      expect(response.statusCode, route.url).toBe(200);
      expect(response.body.includes(other.marker), route.url).toBe(false);
    }
    const own = await app.inject({
      method: 'POST',
      url: '/client/get-all',
      payload: {},
      headers: { cookie: caller.cookie },
    });
    expect(own.body).toContain(caller.marker);
  });
});

/** One generated request: a body that follows the schema but for one hostile value, or a hostile whole. */
type Generated =
  | { kind: 'json'; body: unknown; hostile: unknown }
  | { kind: 'raw'; body: RawBody }
  | { kind: 'url'; path: string; hostile: unknown };

function generatedRequests(
  method: string,
  url: string,
  schema: RegisteredRouteSchema,
): fc.Arbitrary<Generated> {
  const bodySchema = jsonSchemaOf(method === 'GET' ? schema?.querystring : schema?.body);
  const keys = propertyNames(bodySchema);
  const ownIds = [
    caller.agentId,
    caller.roleId,
    caller.formId,
    caller.operationId,
    caller.partnerId,
    caller.clientId,
    caller.missionId,
    caller.sessionId,
  ];
  const validish = bodySchema ? validishArbitrary(bodySchema, ownIds) : fc.constant({});
  const mutated = fc
    .tuple(
      validish,
      fc.option(fc.constantFrom(...(keys.length > 0 ? keys : ['id'])), { nil: undefined }),
      hostileValue,
    )
    .map(([body, key, hostile]): Generated => ({
      kind: 'json',
      body: withValue(body, key ?? keys[0], hostile),
      hostile,
    }));
  const arbitraries: fc.Arbitrary<Generated>[] = [
    mutated,
    validish.map((body): Generated => ({ kind: 'json', body, hostile: undefined })),
  ];
  if (method !== 'GET') {
    arbitraries.push(hostileRawBody.map((body): Generated => ({ kind: 'raw', body })));
  }
  if (url.includes(':id')) {
    arbitraries.push(
      fc
        .oneof(
          fc.constantFrom(
            '2147483648',
            '-1',
            '0',
            'abc',
            '%00',
            '%ZZ',
            '1.5',
            '9'.repeat(400),
            '..%2F..%2Fetc',
            'null',
          ),
          fc.string().map((value) => encodeURIComponent(value)),
        )
        .map((segment): Generated => ({ kind: 'url', path: url.replace(':id', segment), hostile: segment })),
    );
  }
  return fc.oneof(...arbitraries);
}

type RegisteredRouteSchema = FastifyInstance['registeredRoutes'][number]['schema'];

function injectOptionsFor(method: string, url: string, generated: Generated, rule: RouteRule): InjectOptions {
  const headers: Record<string, string> = rule.hostileWithoutSession ? {} : credentialsOf(rule);
  const base = { method: method as InjectOptions['method'], url, headers, remoteAddress: remoteAddress() };
  switch (generated.kind) {
    case 'url':
      return { ...base, url: generated.path, payload: method === 'GET' ? undefined : {} };
    case 'raw':
      return {
        ...base,
        payload: generated.body.raw,
        headers: { ...headers, 'content-type': generated.body.contentType ?? 'application/json' },
      };
    case 'json':
      if (method === 'GET') {
        const query: Record<string, string> = {};
        for (const [key, value] of Object.entries((generated.body as Record<string, unknown>) ?? {})) {
          query[key] = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        }
        return { ...base, url: url.replace(':id', String(rule.ownId?.(caller) ?? 1)), query };
      }
      return {
        ...base,
        url: url
          .replace(':id', String(rule.ownId?.(caller) ?? caller.formId))
          .replace(':agentId', String(caller.agentId))
          .replace(':year/:month', '2026/11'),
        payload: JSON.stringify(generated.body) ?? 'null',
        headers: { ...headers, 'content-type': 'application/json' },
      };
  }
}

/** Multipart uploads that are broken in every way the parser can meet. */
const hostileMultipart = fc.oneof(
  fc.constantFrom(
    { contentType: 'multipart/form-data', payload: 'a' },
    { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
    { contentType: 'multipart/form-data; boundary=abc', payload: '' },
    { contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\n' },
    {
      contentType: 'multipart/form-data; boundary=abc',
      payload: '--abc\r\nContent-Disposition: form-data\r\n\r\nx',
    },
    {
      contentType: 'multipart/form-data; boundary=abc',
      payload: `--abc\r\nContent-Disposition: form-data; name="campagne_name"\r\n\r\nCampagne\u0000\r\n--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname;telephone\r\n--abc--\r\n`,
    },
    {
      contentType: 'multipart/form-data; boundary=abc',
      payload: `--abc\r\n${'X-Long: '.padEnd(100_000, 'x')}\r\n\r\nx\r\n--abc--\r\n`,
    },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(5000)}`, payload: 'x' },
  ),
  fc
    .tuple(fc.string({ maxLength: 70 }), fc.string({ unit: 'binary', maxLength: 300 }))
    .map(([boundary, payload]) => ({ contentType: `multipart/form-data; boundary=${boundary}`, payload })),
);

/**
 * A request to an event stream: an open stream (200) is closed at once and answered as empty; an
 * error is read whole, as any other answer.
 */
async function injectStream(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { ...response, body: '', json: () => ({}) } as LightMyRequestResponse;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  const body = Buffer.concat(chunks).toString('utf8');
  return { ...response, body, json: () => JSON.parse(body) as unknown } as LightMyRequestResponse;
}

describe('route safety net: hostile input never answers 5xx', () => {
  for (const key of Object.keys(ROUTES)) {
    const [method, url] = key.split(' ') as [string, string];
    it(`${key}`, { timeout: 600_000 }, async () => {
      const route = app.registeredRoutes.find((entry) => entry.method === method && entry.url === url);
      expect(route, `${key} n'est pas enregistrée`).toBeDefined();
      const rule = ROUTES[key]!;
      stats.routes += 1;
      if (rule.as === 'agent') {
        // Routes tested before may have renamed the agent, changed its password (which signs it
        // out) or revoked its sessions: it gets its name and password back and signs in again.
        await app.db
          .update(agents)
          .set({ name: `${caller.marker} agent`, passwordHash: await hashPassword('secret-agent') })
          .where(and(eq(agents.companyId, caller.id), eq(agents.id, caller.agentId)));
        caller.agentCookie = await logInSeededAgent(app, caller);
      }
      if (rule.access === 'key') {
        // The caller's key is live: the generated requests test the route, not the 401.
        const probe = await app.inject({ method: 'GET', url: '/api/v1/agents', headers: bearer(callerKey) });
        expect(probe.statusCode, probe.body).toBe(200);
      }
      const check = async (options: InjectOptions, hostile: unknown) => {
        const response = rule.stream ? await injectStream(options) : await app.inject(options);
        record(response);
        const label = `${key} ${JSON.stringify(options.payload ?? options.url ?? '').slice(0, 300)}`;
        expect(response.statusCode, `${label} → ${response.body.slice(0, 500)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectFrenchError(response, hostile);
        }
      };
      const runs = rule.runs ?? DEFAULT_RUNS;
      await fc.assert(
        fc.asyncProperty(generatedRequests(method, url, route!.schema), async (generated) => {
          await check(
            injectOptionsFor(method, url, generated, rule),
            generated.kind === 'raw' ? generated.body.raw : generated.hostile,
          );
        }),
        { numRuns: runs },
      );
      if (rule.multipart) {
        await fc.assert(
          fc.asyncProperty(hostileMultipart, async ({ contentType, payload }) => {
            await check(
              {
                method: method,
                url: url.replace(':id', String(rule.ownId?.(caller) ?? 1)),
                payload,
                headers: { ...credentialsOf(rule), 'content-type': contentType },
              },
              undefined,
            );
          }),
          { numRuns: 100 },
        );
      }
    });
  }

  it("after every hostile request, the other company's rows are unchanged", async () => {
    expect(await snapshotCompanyRows(app, other.id)).toBe(otherBefore);
  });
});
