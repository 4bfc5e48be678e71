import {
  DEFAULT_AUTOMATION_SETTINGS,
  type AutomationLogEntry,
  type AutomationRule,
  type AutomationRuleState,
  type AutomationSettings,
} from '@tourneo/domain';
import type * as repository from './automations.repository.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;

/** A rule's settings: its stored keys over the defaults. */
export const settingsOf = (stored: Partial<AutomationSettings> | undefined): AutomationSettings => ({
  ...DEFAULT_AUTOMATION_SETTINGS,
  ...stored,
});

export function presentRule(
  rule: AutomationRule,
  row: { isEnabled: boolean; settings: Partial<AutomationSettings> } | undefined,
): AutomationRuleState {
  return {
    rule,
    label: M.rules[rule].label,
    description: M.rules[rule].description,
    is_enabled: row?.isEnabled ?? false,
    settings: settingsOf(row?.settings),
  };
}

type LogRow = Awaited<ReturnType<typeof repository.findLog>>[number];

export function presentLogEntry(row: LogRow): AutomationLogEntry {
  return {
    id: row.id,
    rule: row.rule,
    action: row.action,
    label: M.actions[row.action],
    detail: row.detail,
    client_name: row.clientName,
    created_at: row.createdAt.toISOString(),
  };
}
