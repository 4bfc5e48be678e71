import { expect } from 'vitest';
import { MESSAGES, type AppointmentState, type BillingStatus } from '@tourneo/domain';
import { call } from './call.ts';
import {
  MOVED_TO,
  asAgent,
  asApi,
  ok,
  refused,
  rowsIn,
  sendPhoto,
  signReport,
  type Door,
  type Outcome,
} from './lifecycle-doors.ts';

/**
 * Every door of an appointment (issue 39) and what it answers in each state and billing state, as
 * docs/LIFECYCLE.md says it: the client's link, the agent app, the back office, the public API and
 * the billing marks. The expected answers are written out here, not asked of the domain's rules.
 */
const link = MESSAGES.bookingPage;
const agent = MESSAGES.mobile;
const billing = MESSAGES.billing;
const erasedClient = refused(MESSAGES.gdpr.erasedClientLocked);
const billed = refused(billing.billedNotRemovable);

/** The link's refusal of a state: only a planned appointment changes through the link. */
const LINK_REFUSAL: Record<Exclude<AppointmentState, 'planned'>, Outcome> = {
  started: refused(link.changeRefusedStarted),
  completed: refused(link.changeRefusedCompleted),
  cancelled: refused(link.changeRefusedCancelled),
};
/** Moving or cancelling through the link: a planned appointment before its day, not billed. */
const linkRemoval = (state: AppointmentState, status: BillingStatus) =>
  state !== 'planned' ? LINK_REFUSAL[state] : status === 'pending' ? ok() : billed;
/** An erased client's link was revoked by the erasure. */
const linkRevoked = () => refused(MESSAGES.booking.linkInvalid, 404);

/** The back office's deletions: any state, unless billed or paid. */
const removal = (_state: AppointmentState, status: BillingStatus) => (status === 'pending' ? ok() : billed);
/** The back office's cancellations: as a deletion; a completed appointment only reopens with a reason. */
const cancellation = (state: AppointmentState, status: BillingStatus) =>
  status !== 'pending' ? billed : state === 'completed' ? refused(MESSAGES.reopen.reasonRequired) : ok();
/** The back office's and the public API's changes of an erased client's appointment. */
const locked = () => erasedClient;

/** The agent app's report (answers, photos): open until completed or cancelled. */
const report = (accepted: Outcome) => (state: AppointmentState) =>
  state === 'completed'
    ? refused(agent.missionCompleted)
    : state === 'cancelled'
      ? refused(agent.missionCancelled)
      : accepted;

/** 'Marquer facturé': pending only, and not a cancelled appointment. */
const markBilled = (state: AppointmentState, status: BillingStatus) =>
  ({
    pending: state === 'cancelled' ? refused(billing.cancelledNotBillable) : ok(),
    billed: refused(billing.alreadyBilled),
    paid: refused(billing.alreadyPaid),
  })[status];
/**
 * An erased client's appointment as the erasure left it: a planned or started one not billed was
 * cancelled by it (issue 39); any other stays in its state.
 */
const afterErasure = (state: AppointmentState, status: BillingStatus): AppointmentState =>
  (state === 'planned' || state === 'started') && status === 'pending' ? 'cancelled' : state;
/** 'Marquer payé': billed only. */
const markPaid = (_state: AppointmentState, status: BillingStatus) =>
  ({ pending: refused(billing.notBilledYet), billed: ok(), paid: refused(billing.alreadyPaid) })[status];

export const DOORS: Door[] = [
  {
    side: 'link',
    name: "get-reschedule-proposals ('Reprogrammer')",
    day: 'later',
    send: (app, _setup, { token }) => call(app, 'POST', '/rdv/get-reschedule-proposals', null, { token }),
    outcome: linkRemoval,
    erased: linkRevoked,
  },
  {
    side: 'link',
    name: "cancel-appointment ('Annuler')",
    day: 'later',
    send: (app, _setup, { token }) => call(app, 'POST', '/rdv/cancel-appointment', null, { token }),
    outcome: linkRemoval,
    erased: linkRevoked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission).toBeUndefined(),
  },
  {
    side: 'link',
    name: "decline-proposals ('Aucun créneau ne me convient')",
    day: 'later',
    send: (app, _setup, { token }) => call(app, 'POST', '/rdv/decline-proposals', null, { token }),
    outcome: (state) => (state === 'planned' ? ok() : LINK_REFUSAL[state]),
    erased: linkRevoked,
  },
  {
    side: 'agent app',
    name: "'Démarrer'",
    day: 'today',
    send: (app, setup, appointment) => asAgent(app, setup, appointment, '/start'),
    outcome: (state) =>
      ({
        planned: ok(),
        started: refused(agent.sessionAlreadyStarted),
        completed: refused(agent.sessionAlreadyCompleted),
        cancelled: refused(agent.sessionCancelled),
      })[state],
    landed: (after, appointment) =>
      expect(rowsIn(after, appointment).session?.sessionStatus).toBe('in_progress'),
  },
  {
    side: 'agent app',
    name: "'En route'",
    day: 'today',
    send: (app, setup, appointment) => asAgent(app, setup, appointment, '/en-route'),
    outcome: (state) =>
      state === 'completed'
        ? refused(agent.sessionAlreadyCompleted)
        : state === 'cancelled'
          ? refused(agent.sessionCancelled)
          : ok(),
    landed: (after, { missionId }) =>
      expect(
        after.outbox.filter((row) => row.missionId === missionId && row.kind === 'en_route'),
      ).not.toEqual([]),
  },
  {
    side: 'agent app',
    name: 'report answers',
    day: 'today',
    send: (app, setup, appointment) =>
      asAgent(app, setup, appointment, '/answers', {
        answers: [{ field_id: setup.fieldId, value: 'A-4242' }],
      }),
    outcome: report(ok()),
    landed: (after, { missionId }) =>
      expect(after.answers.filter((row) => row.missionId === missionId).map((row) => row.value)).toEqual([
        'A-4242',
      ]),
  },
  {
    side: 'agent app',
    name: 'report photo',
    day: 'today',
    send: sendPhoto,
    outcome: report(ok(201)),
    landed: (after, { missionId }) =>
      expect(after.files.filter((row) => row.missionId === missionId && row.kind === 'photo')).toHaveLength(
        1,
      ),
  },
  {
    side: 'agent app',
    name: "'Terminer' (report signed)",
    day: 'today',
    prepare: signReport,
    send: (app, setup, appointment) => asAgent(app, setup, appointment, '/complete'),
    // A completed session completed again: its first answer, nothing changes.
    outcome: (state) => (state === 'cancelled' ? refused(agent.sessionCancelled) : ok()),
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission?.status).toBe('completed'),
  },
  {
    side: 'back office',
    name: 'edit the appointment',
    day: 'today',
    send: (app, { company }, { missionId }) =>
      call(app, 'PUT', `/api/rdv-unified/${missionId}`, company, { comments: 'Code 1234' }),
    outcome: () => ok(),
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission?.comments).toBe('Code 1234'),
  },
  {
    side: 'back office',
    name: 'edit the session',
    day: 'today',
    send: (app, { company }, { sessionId }) =>
      call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, company, { notes: 'Interphone 12' }),
    outcome: () => ok(),
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).session?.notes).toBe('Interphone 12'),
  },
  {
    side: 'back office',
    name: 'move the session',
    day: 'today',
    send: (app, { company }, { sessionId, slot }) =>
      call(app, 'POST', `/api/rdv-unified/sessions/${sessionId}/move`, company, {
        new_date: MOVED_TO,
        new_beginning: slot,
        new_ending: slot + 1,
      }),
    outcome: () => ok(),
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).session?.date).toBe(MOVED_TO),
  },
  {
    side: 'back office',
    name: 'switch the agent',
    day: 'today',
    send: (app, setup, { sessionId }) =>
      call(app, 'POST', `/api/rdv-unified/sessions/${sessionId}/switch-agent`, setup.company, {
        current_agent_id: setup.agent.id,
        new_agent_id: setup.spareAgentId,
      }),
    outcome: () => ok(),
    erased: locked,
    landed: (after, appointment, setup) =>
      expect(rowsIn(after, appointment).team.map((row) => row.agentId)).toEqual([setup.spareAgentId]),
  },
  {
    side: 'back office',
    name: 'status: cancel the appointment',
    day: 'today',
    send: (app, { company }, { missionId }) =>
      call(app, 'PUT', `/api/rdv-unified/${missionId}`, company, { status: 'cancelled' }),
    outcome: cancellation,
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission?.status).toBe('cancelled'),
  },
  {
    side: 'back office',
    name: 'status: cancel the session',
    day: 'today',
    send: (app, { company }, { sessionId }) =>
      call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, company, { session_status: 'cancelled' }),
    outcome: cancellation,
    erased: locked,
    landed: (after, appointment) =>
      expect(rowsIn(after, appointment).session?.sessionStatus).toBe('cancelled'),
  },
  {
    side: 'back office',
    name: 'status: back to planned, with a reason (a completed one reopens)',
    day: 'today',
    send: (app, { company }, { sessionId }) =>
      call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, company, {
        session_status: 'planned',
        reopen_reason: 'Compteur mal relevé, à refaire',
      }),
    outcome: () => ok(),
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).session?.sessionStatus).toBe('planned'),
  },
  {
    side: 'back office',
    name: 'delete the appointment',
    day: 'today',
    send: (app, { company }, { missionId }) => call(app, 'DELETE', `/api/rdv-unified/${missionId}`, company),
    outcome: removal,
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission).toBeUndefined(),
  },
  {
    side: 'back office',
    name: 'delete the session',
    day: 'today',
    send: (app, { company }, { sessionId }) =>
      call(app, 'DELETE', `/api/rdv-unified/sessions/${sessionId}`, company),
    outcome: removal,
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission).toBeUndefined(),
  },
  {
    side: 'public API',
    name: 'DELETE /missions/{id}',
    day: 'today',
    send: (app, setup, { missionId }) => asApi(app, setup, 'DELETE', `/missions/${missionId}`),
    outcome: removal,
    erased: locked,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission).toBeUndefined(),
  },
  {
    side: 'billing',
    name: "'Marquer facturé'",
    day: 'today',
    send: (app, { company }, { missionId }) =>
      call(app, 'POST', '/billing/mark-billed', company, { rdv_id: missionId }),
    outcome: markBilled,
    // Its invoices keep an erased client's appointment: marked as any other, once the erasure
    // cancelled it if it was open.
    erased: (state, status) => markBilled(afterErasure(state, status), status),
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission?.billingStatus).toBe('billed'),
  },
  {
    side: 'billing',
    name: "'Marquer payé'",
    day: 'today',
    send: (app, { company }, { missionId }) =>
      call(app, 'POST', '/billing/mark-paid', company, { rdv_id: missionId }),
    outcome: markPaid,
    erased: markPaid,
    landed: (after, appointment) => expect(rowsIn(after, appointment).mission?.billingStatus).toBe('paid'),
  },
];
