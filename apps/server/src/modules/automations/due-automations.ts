/**
 * The automations that wait for a day (issue 28): run by the outbox dispatcher's due work, like
 * the imports' invitations, at every dispatch; each step is claimed in the database first, so that
 * several servers, or a dispatch run twice, take it once.
 */
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { generateMissionPdf } from '../reports/reports.service.ts';
import { queueAutomationMessage } from '../messaging/messaging.service.ts';
import * as repository from './automations.repository.ts';
import { settingsOf } from './automations.presenter.ts';
import { hasAutomations } from './active-rule.ts';
import { runSatisfactionSurveys } from './satisfaction-rule.ts';

export interface DueAutomationsOptions {
  db: Database;
  now: Date;
  storage: FileStorage;
  /** Only these companies' (a test's own); every company's by default. */
  companyIds?: readonly number[] | undefined;
}

/** Reminds the clients who did not book, then hands them to a planner's call; answers how many of each. */
export async function runBookingReminders({ db, now, companyIds }: Omit<DueAutomationsOptions, 'storage'>) {
  let reminded = 0;
  let handedOff = 0;
  for (const rule of await repository.findEnabledRules(db, 'booking_reminder', companyIds)) {
    if (!hasAutomations(rule.plan)) {
      continue;
    }
    const { companyId } = rule;
    const settings = settingsOf(rule.settings);
    for (const { clientId } of await repository.findClientsToRemind(
      db,
      companyId,
      settings.reminder_days,
      now,
    )) {
      await db.transaction(async (tx) => {
        if (!(await repository.claimReminder(tx, companyId, clientId, now))) {
          return;
        }
        await queueAutomationMessage({
          db: tx,
          companyId,
          message: { clientId, kind: 'booking_reminder', occasion: 'reminder' },
          now,
        });
        const detail = `${settings.reminder_days} jour${settings.reminder_days > 1 ? 's' : ''} sans réservation`;
        await repository.insertLog(
          tx,
          companyId,
          { rule: 'booking_reminder', action: 'reminded', clientId, detail },
          now,
        );
        reminded += 1;
      });
    }
    for (const { clientId } of await repository.findClientsToHandOff(
      db,
      companyId,
      settings.hand_off_days,
      now,
    )) {
      await db.transaction(async (tx) => {
        if (!(await repository.claimHandOff(tx, companyId, clientId, now))) {
          return;
        }
        const detail = 'Toujours sans réservation après la relance : à appeler';
        await repository.insertLog(
          tx,
          companyId,
          { rule: 'booking_reminder', action: 'handed_off', clientId, detail },
          now,
        );
        handedOff += 1;
      });
    }
  }
  return { reminded, handedOff };
}

/** E-mails each completed mission's report to its client, once; answers how many. */
export async function runSessionReports({ db, now, storage, companyIds }: DueAutomationsOptions) {
  let sent = 0;
  for (const rule of await repository.findEnabledRules(db, 'session_report', companyIds)) {
    if (!hasAutomations(rule.plan) || !rule.enabledAt) {
      continue;
    }
    const { companyId, companyName } = rule;
    for (const report of await repository.findReportsToSend(db, companyId, rule.enabledAt)) {
      await db.transaction(async (tx) => {
        // The log's line is the claim: one per mission (a unique index), so the report goes once.
        const isClaimed = await repository.insertLog(
          tx,
          companyId,
          {
            rule: 'session_report',
            action: 'report_sent',
            clientId: report.clientId,
            missionId: report.missionId,
          },
          now,
        );
        if (!isClaimed) {
          return;
        }
        const pdf = await generateMissionPdf({
          db: tx,
          companyId,
          companyName,
          storage,
          missionId: report.missionId,
          now,
        });
        await queueAutomationMessage({
          db: tx,
          companyId,
          message: {
            clientId: report.clientId,
            kind: 'session_report',
            occasion: String(report.missionId),
            missionId: report.missionId,
            appointment: report,
            attachment: { name: pdf.fileName, bytes: pdf.bytes },
          },
          now,
        });
        sent += 1;
      });
    }
  }
  return sent;
}

/** Every due automation: the dispatcher's due work. */
export async function runDueAutomations(options: DueAutomationsOptions) {
  const reminders = await runBookingReminders(options);
  const reports = await runSessionReports(options);
  const surveys = await runSatisfactionSurveys(options);
  return { ...reminders, reports, surveys };
}
