/** 'En route': the client hears, once, that the technician is on the way (decision 0019). */
import {
  MESSAGES,
  estimateArrival,
  formatAppointmentDate,
  isSessionDay,
  minutesToLabel,
  parisClockOf,
  parisDateOf,
  travelMinutes,
} from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import { AppError } from '../../errors.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import { queueEnRouteMessage } from '../messaging/messaging.service.ts';
import * as repository from './mobile.repository.ts';
import { lockAgentSession, type AgentScope } from './agent-session.ts';

const m = MESSAGES.mobile;

/** "14h25": an instant's Paris time as the messages say it. */
function parisHourLabel(instant: Date): string {
  return minutesToLabel(parisClockOf(instant).minutes);
}

/**
 * 'En route': tells the session's client, once, that the technician is on the way. Only on the
 * session's own day (Paris time) and while it is neither completed nor cancelled. The arrival is
 * `estimateArrival`: now + the travel time from the agent's previous appointment of the day (else
 * its home) by the travel-time model, never before the appointment's start (decision 0019).
 */
export async function announceEnRoute(options: AgentScope & { sessionId: number; now?: Date }) {
  const { companyId, agentId, sessionId, now = new Date() } = options;
  return runUnitOfWork(options.db, companyId, async (tx) => {
    const { mission, session } = await lockAgentSession({ ...options, db: tx });
    if (session.sessionStatus === 'completed') {
      throw new AppError('CONFLICT', m.sessionAlreadyCompleted);
    }
    if (session.sessionStatus === 'cancelled') {
      throw new AppError('CONFLICT', m.sessionCancelled);
    }
    if (!isSessionDay(session.date, parisDateOf(now))) {
      throw new AppError('CONFLICT', m.enRouteNotToday(formatAppointmentDate(session.date)));
    }
    const trip = await repository.getTripOfSession(tx, companyId, agentId, sessionId);
    const minutes =
      trip &&
      trip.fromLatitude !== null &&
      trip.fromLongitude !== null &&
      trip.toLatitude !== null &&
      trip.toLongitude !== null
        ? travelMinutes(
            { latitude: trip.fromLatitude, longitude: trip.fromLongitude },
            { latitude: trip.toLatitude, longitude: trip.toLongitude },
          )
        : null;
    const start = appointmentStart(session.date, session.beginning);
    const arrival = parisHourLabel(estimateArrival({ now, start, travelMinutes: minutes }));
    const written = await queueEnRouteMessage({
      db: tx,
      companyId: companyId,
      missionId: mission.id,
      sessionId,
      arrival,
      now,
    });
    if (written === null) {
      throw new AppError('BAD_REQUEST', m.enRouteNoContact);
    }
    return {
      message: written === 0 ? m.enRouteAlreadySent : m.enRouteSent(arrival),
      estimated_arrival: arrival,
    };
  });
}
