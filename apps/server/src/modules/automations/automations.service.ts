/**
 * Automatisations avancées (issue 28, docs/decisions/0035): rules a company switches on, tunes and
 * pauses, each with its log. Express slots follow the missions' deletions through the unit of
 * work; the reminders and the reports are the outbox dispatcher's due work.
 */
import {
  AUTOMATION_LIMITS,
  AUTOMATION_RULES,
  type AutomationRule,
  type UpdateAutomationInput,
} from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { runDueAutomations } from './due-automations.ts';
import { subscribeToUnitOfWork } from '../../db/unit-of-work.ts';
import * as repository from './automations.repository.ts';
import { presentLogEntry, presentRule, settingsOf } from './automations.presenter.ts';
import { offerFreedMissionSlots } from './express-slot-rule.ts';

export { acceptExpressSlot } from './express-slot-rule.ts';
export { runBookingReminders, runSessionReports } from './due-automations.ts';
export {
  answerSatisfaction,
  getSatisfactionFigures,
  getSatisfactionSurvey,
  runSatisfactionSurveys,
} from './satisfaction-rule.ts';

let isSubscribed = false;

/** Express slots follow the missions' deletions and the sessions' moves, in their transaction. Called once by `buildApp`. */
export function subscribeToFreedSlots(): void {
  if (isSubscribed) {
    return;
  }
  isSubscribed = true;
  subscribeToUnitOfWork('missionDeleting', ({ missionId }, scope) =>
    offerFreedMissionSlots({ ...scope, missionId }),
  );
  subscribeToUnitOfWork('sessionFreed', ({ missionId, slot }, scope) =>
    offerFreedMissionSlots({ ...scope, missionId, freed: slot }),
  );
}

/** `POST /automations/get`: every rule, switched on or paused, with its settings. */
export async function getAutomations({ db, companyId }: CompanyScope) {
  const rows = await repository.findRules(db, companyId);
  return AUTOMATION_RULES.map((rule) =>
    presentRule(
      rule,
      rows.find((row) => row.rule === rule),
    ),
  );
}

/** `POST /automations/update`: switches a rule on or pauses it, and tunes it. */
export async function updateAutomation({
  db,
  companyId,
  input,
  now = new Date(),
}: CompanyScope & { input: UpdateAutomationInput; now?: Date }) {
  const current = await repository.getRule(db, companyId, input.rule);
  const row = await repository.saveRule(
    db,
    companyId,
    input.rule,
    {
      isEnabled: input.is_enabled ?? current?.isEnabled ?? false,
      settings: { ...settingsOf(current?.settings), ...input.settings },
    },
    now,
  );
  return presentRule(input.rule, row);
}

/** `POST /automations/log`: what the rules did, newest first. */
export async function findAutomationLog({
  db,
  companyId,
  rule,
}: CompanyScope & { rule?: AutomationRule | undefined }) {
  const rows = await repository.findLog(db, companyId, rule, AUTOMATION_LIMITS.logPage);
  return rows.map(presentLogEntry);
}

/** The dispatcher's due work of the automations (the server's and `cli/outbox-worker.ts`'s). */
export function automationsDueWork(storage: FileStorage, companyIds?: readonly number[]) {
  return [(db: Database, now: Date) => runDueAutomations({ db, now, storage, companyIds })];
}
