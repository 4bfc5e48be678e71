import { useSyncExternalStore } from 'react';
import type { MobileIdentity, MobileScheduleResponse, MobileSession } from '@tourneo/domain/mobile/responses';
import { getIdentity } from '../api/get-identity.ts';
import { getSchedule } from '../api/get-schedule.ts';
import { logIn } from '../api/log-in.ts';
import { acceptInvitation } from '../api/invitation.ts';
import { logOut } from '../api/log-out.ts';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { isNetworkFailure } from '../api/mobile-request.ts';
import {
  completeSession,
  deletePhoto,
  saveAnswers,
  saveSignature,
  startSession,
  uploadPhoto,
  type SessionChanged,
} from '../api/session-changes.ts';
import { newIdempotencyKey } from '../lib/ids.ts';
import { clearQueue, deleteSaved, enqueue, listQueue, readSaved, removeQueued, writeSaved } from './idb.ts';
import type { QueuedAction, SyncConflict } from './queued-action.ts';
import { classifyFailure, replayQueue } from './replay.ts';

/** The agent app's state: who is signed in, the last schedule, the changes waiting for the network. */
export interface AgentState {
  phase: 'loading' | 'signed-out' | 'signed-in';
  identity: MobileIdentity | null;
  schedule: MobileScheduleResponse | null;
  /** When the schedule was last received from the server (ISO). */
  savedAt: string | null;
  queue: QueuedAction[];
  conflicts: SyncConflict[];
  isOnline: boolean;
  isSyncing: boolean;
  /** The server answered 401 (session revoked or expired): sign in again, the queue is kept. */
  needsSignIn: boolean;
}

const SAVED_IDENTITY = 'identity';
const SAVED_SCHEDULE = 'schedule';
const SAVED_CONFLICTS = 'conflicts';
/** While changes wait, the app tries again this often (the browser's 'online' event is not always told). */
const RETRY_INTERVAL_MS = 20_000;

let state: AgentState = {
  phase: 'loading',
  identity: null,
  schedule: null,
  savedAt: null,
  queue: [],
  conflicts: [],
  isOnline: navigator.onLine,
  isSyncing: false,
  needsSignIn: false,
};
const listeners = new Set<() => void>();

function setState(change: Partial<AgentState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The app's state now (outside a render: after awaiting a change). */
export const getAgentState = () => state;

/** The app's state, re-rendering on each change. */
export const useAgentState = () => useSyncExternalStore(subscribe, () => state);

async function saveSchedule(schedule: MobileScheduleResponse, savedAt: string) {
  setState({ schedule, savedAt });
  await writeSaved(SAVED_SCHEDULE, { schedule, savedAt });
}

/**
 * Puts the server's copy of a session into the saved schedule; the other sessions of its mission
 * take its report (one report per mission).
 */
async function keepSession(session: MobileSession) {
  if (!state.schedule) {
    return;
  }
  const data = state.schedule.data.map((entry) => {
    if (entry.session_id === session.session_id) {
      return session;
    }
    return entry.mission_id === session.mission_id
      ? {
          ...entry,
          report: session.report,
          mission_status: session.mission_status,
          updated_at: session.updated_at,
        }
      : entry;
  });
  await saveSchedule({ ...state.schedule, data }, state.savedAt ?? new Date().toISOString());
}

let scheduleLoading: Promise<void> | undefined;
/** True from 'Se déconnecter' until the phone forgot everything: no call starts meanwhile. */
let isSigningOut = false;

/** Fetches the schedule again (online); keeps the saved one when there is no network. */
export function refreshSchedule(): Promise<void> {
  if (isSigningOut || state.phase === 'signed-out') {
    return Promise.resolve();
  }
  scheduleLoading ??= (async () => {
    try {
      const schedule = await getSchedule();
      if (!isSigningOut) {
        await saveSchedule(schedule, new Date().toISOString());
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && !isSigningOut) {
        setState({ needsSignIn: true });
      }
    } finally {
      scheduleLoading = undefined;
    }
  })();
  return scheduleLoading;
}

const sendAction = (action: QueuedAction): Promise<SessionChanged> => {
  switch (action.type) {
    case 'start':
      return startSession(action.sessionId, action.key);
    case 'answers':
      return saveAnswers(action.sessionId, { answers: action.answers }, action.key);
    case 'photo':
      return uploadPhoto(action.sessionId, action.fieldId, action.blob, action.key);
    case 'photoDelete':
      return deletePhoto(action.sessionId, action.photoId, action.key);
    case 'signature':
      return saveSignature(action.sessionId, action.blob, action.key);
    case 'complete':
      return completeSession(action.sessionId, action.key);
  }
};

let syncing: Promise<void> | undefined;
let isStarted = false;

/** Sends the waiting changes, in order, once each (one sync at a time); then reloads the schedule. */
export function syncNow(): Promise<void> {
  if (isSigningOut) {
    return Promise.resolve();
  }
  syncing ??= (async () => {
    setState({ isSyncing: true });
    try {
      const outcome = await replayQueue({
        list: listQueue,
        send: sendAction,
        remove: async (action) => {
          await removeQueued(action.seq!);
          setState({ queue: state.queue.filter((entry) => entry.seq !== action.seq) });
        },
        onSent: (_action, result) => keepSession(result.data),
        onConflict: async (conflict) => {
          const conflicts = [...state.conflicts, conflict];
          setState({ conflicts });
          await writeSaved(SAVED_CONFLICTS, conflicts);
        },
      });
      if (outcome.stoppedBy === 'sign-in') {
        setState({ needsSignIn: true });
      }
      if (!outcome.stoppedBy && (outcome.sent > 0 || outcome.conflicts > 0)) {
        await refreshSchedule();
      }
    } finally {
      setState({ isSyncing: false, queue: await listQueue() });
      syncing = undefined;
    }
  })();
  return syncing;
}

export type ActionInput = QueuedAction extends infer Action
  ? Action extends QueuedAction
    ? Omit<Action, 'seq' | 'key' | 'createdAt' | 'missionId' | 'clientName' | 'sessionId'>
    : never
  : never;

/** What became of a change: confirmed by the server now, or kept on the phone for later. */
export type Performed = { status: 'sent'; result: SessionChanged } | { status: 'queued' };

/**
 * A change of the agent (start, answers, photo, signature, completion), with its Idempotency-Key
 * drawn now. Sent at once when the network is there and nothing waits before it; otherwise (or
 * when the call gets no answer) queued on the phone and sent later in order. A refusal of the
 * server while online (422 report incomplete...) is thrown to the screen that made the change.
 */
export function perform(session: MobileSession, input: ActionInput): Promise<Performed> {
  // One change after another, in the order made: 'Terminer' tapped while the answer typed just
  // before is being saved (on blur) goes after it.
  const next = performing.then(() => performNow(session, input));
  performing = next.catch(() => undefined);
  return next;
}

let performing: Promise<unknown> = Promise.resolve();

/** Resolves once every change already made has been sent or queued. */
export const settled = (): Promise<void> => performing.then(() => undefined);

async function performNow(session: MobileSession, input: ActionInput): Promise<Performed> {
  const action = {
    ...input,
    key: newIdempotencyKey(),
    sessionId: session.session_id,
    missionId: session.mission_id,
    clientName: session.client_name,
    createdAt: new Date().toISOString(),
  } as QueuedAction;
  if (navigator.onLine && state.queue.length === 0 && !state.needsSignIn) {
    try {
      const result = await sendAction(action);
      await keepSession(result.data);
      return { status: 'sent', result };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const verdict = classifyFailure(status, error instanceof Error ? error.message : '');
      if (verdict === 'conflict') {
        throw error;
      }
      if (verdict === 'sign-in') {
        setState({ needsSignIn: true });
      }
    }
  }
  const queued = await enqueue(action);
  setState({ queue: [...state.queue, queued] });
  if (navigator.onLine && !state.needsSignIn) {
    void syncNow();
  }
  return { status: 'queued' };
}

/** Forgets a conflict the agent has read. */
export async function dismissConflict(key: string): Promise<void> {
  const conflicts = state.conflicts.filter((conflict) => conflict.key !== key);
  setState({ conflicts });
  await writeSaved(SAVED_CONFLICTS, conflicts);
}

async function forgetAll() {
  await clearQueue();
  await Promise.all([SAVED_IDENTITY, SAVED_SCHEDULE, SAVED_CONFLICTS].map(deleteSaved));
}

/** Signs in; another agent than the last one on this phone starts from a clean slate. */
export async function signIn(input: { company_name: string; agent_name: string; password: string }) {
  await startSignedIn(await logIn(input));
}

/** Chooses the password through an invitation's link, which signs the agent in. */
export async function acceptInvitationAndSignIn(input: { token: string; password: string }) {
  await startSignedIn(await acceptInvitation(input));
}

async function startSignedIn(answer: MobileIdentity) {
  const identity = { agent: answer.agent, company: answer.company };
  const previous = state.identity;
  if (previous && (previous.agent.id !== identity.agent.id || previous.company.id !== identity.company.id)) {
    await forgetAll();
    setState({ schedule: null, savedAt: null, queue: [], conflicts: [] });
  }
  await writeSaved(SAVED_IDENTITY, identity);
  setState({ identity, phase: 'signed-in', needsSignIn: false });
  await refreshSchedule();
  void syncNow();
}

/** Signs out and forgets everything kept on the phone (the screen asks first when changes wait). */
export async function signOut(): Promise<void> {
  // No call after this one: a schedule refresh or a sync in flight would answer 401 once signed out.
  isSigningOut = true;
  await syncing?.catch(() => undefined);
  await scheduleLoading?.catch(() => undefined);
  await logOut().catch(() => undefined);
  await forgetAll();
  setState({ identity: null, schedule: null, savedAt: null, queue: [], conflicts: [], phase: 'signed-out' });
  isSigningOut = false;
}

/** Starts the app: what the phone kept first (it may be offline), then the server's news. */
export async function startAgentApp(): Promise<void> {
  if (isStarted) {
    return;
  }
  isStarted = true;
  const [identity, saved, conflicts, queue] = await Promise.all([
    readSaved<MobileIdentity>(SAVED_IDENTITY),
    readSaved<{ schedule: MobileScheduleResponse; savedAt: string }>(SAVED_SCHEDULE),
    readSaved<SyncConflict[]>(SAVED_CONFLICTS),
    listQueue(),
  ]);
  setState({
    identity: identity ?? null,
    schedule: saved?.schedule ?? null,
    savedAt: saved?.savedAt ?? null,
    conflicts: conflicts ?? [],
    queue,
  });
  const goOnline = () => {
    setState({ isOnline: true });
    // Back online: the waiting changes first, then the schedule as the office left it.
    void syncNow().then(() => (state.needsSignIn ? undefined : refreshSchedule()));
  };
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', () => setState({ isOnline: false }));
  window.setInterval(() => {
    if (navigator.onLine && state.queue.length > 0 && !state.isSyncing && !state.needsSignIn) {
      void syncNow();
    }
  }, RETRY_INTERVAL_MS);

  try {
    const answer = await getIdentity();
    if (!answer.signed_in) {
      if (identity && queue.length > 0) {
        // Signed out by the office (or expired) with changes waiting: they wait for the next sign-in.
        setState({ phase: 'signed-in', needsSignIn: true });
      } else {
        setState({ phase: 'signed-out' });
      }
      return;
    }
    const current = { agent: answer.agent, company: answer.company };
    await writeSaved(SAVED_IDENTITY, current);
    setState({ identity: current, phase: 'signed-in' });
    await refreshSchedule();
    void syncNow();
  } catch (error) {
    if (isNetworkFailure(error) && identity) {
      setState({ phase: 'signed-in' });
    } else if (error instanceof ApiError && error.status === 401 && identity && queue.length > 0) {
      // Signed out by the office (or expired) with changes waiting: they wait for the next sign-in.
      setState({ phase: 'signed-in', needsSignIn: true });
    } else {
      setState({ phase: 'signed-out' });
    }
  }
}

/** A session of the saved schedule, by id. */
export const findSession = (sessionId: number) =>
  state.schedule?.data.find((session) => session.session_id === sessionId);
