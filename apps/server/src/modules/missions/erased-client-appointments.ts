import { appointmentStateOf, isCancelledByErasure, sessionStatusAfterErasure } from '@tourneo/domain';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import * as repository from './missions.repository.ts';
import { touchMission } from './mission-rules.ts';

/**
 * The client's GDPR erasure cancels its open appointments (issue 39), in the erasure's unit of
 * work, since no door may change them afterwards: each one still open and not billed
 * (`isCancelledByErasure`), whatever its date, with its open sessions (`sessionStatusAfterErasure`).
 * Its agents' calendars reload, the kept answers are forgotten and `mission.updated` goes out as for
 * the back office's cancellation; its client hears nothing: messaging is not told of these missions
 * (`quietMissionIds`, so no cancellation notice whatever the client's addresses still are), and the
 * erasure cancels the client's pending messages. Answers how many appointments it cancelled.
 */
export async function cancelErasedClientAppointments({
  uow,
  clientId,
}: {
  uow: UnitOfWork;
  clientId: number;
}): Promise<number> {
  const { tx, companyId } = uow;
  let cancelled = 0;
  for (const mission of await repository.findClientMissionsForUpdate(tx, companyId, clientId)) {
    const appointment = { state: appointmentStateOf(mission.status), billing: mission.billingStatus };
    if (!isCancelledByErasure(appointment)) {
      continue;
    }
    uow.quietMissionIds.add(mission.id);
    await repository.updateMission(tx, companyId, mission.id, { status: 'cancelled' });
    const { sessions } = await touchMission(tx, companyId, mission.id, uow);
    for (const session of sessions) {
      const status = sessionStatusAfterErasure(session.sessionStatus);
      if (status !== session.sessionStatus) {
        await repository.updateSession(tx, companyId, session.id, { sessionStatus: status });
      }
    }
    cancelled += 1;
  }
  return cancelled;
}
