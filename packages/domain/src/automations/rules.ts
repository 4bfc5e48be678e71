import type { Feature } from '../plans/catalogue.ts';

/** The plan feature that opens the automations (issue 28). */
export const AUTOMATION_FEATURE: Feature = 'advanced_automation';

/** The rules a company switches on and tunes, in the order the screen shows them. */
export const AUTOMATION_RULES = [
  'express_slots',
  'booking_reminder',
  'session_report',
  'satisfaction_survey',
] as const;
export type AutomationRule = (typeof AUTOMATION_RULES)[number];

/** What a rule's log records. */
export const AUTOMATION_ACTIONS = [
  'offered',
  'accepted',
  'no_candidate',
  'reminded',
  'handed_off',
  'report_sent',
  'survey_sent',
  'survey_answered',
] as const;
export type AutomationAction = (typeof AUTOMATION_ACTIONS)[number];

/** A rule's tuning; each rule reads its own keys. */
export interface AutomationSettings {
  /** express_slots: how many waiting clients (the nearest) are offered a freed slot. */
  max_clients: number;
  /** booking_reminder: whole days after the invitation without a booking before the reminder. */
  reminder_days: number;
  /** booking_reminder: whole days after the reminder before the client is handed to a planner's call. */
  hand_off_days: number;
}

export const DEFAULT_AUTOMATION_SETTINGS: AutomationSettings = {
  max_clients: 5,
  reminder_days: 3,
  hand_off_days: 3,
};

export const AUTOMATION_LIMITS = {
  maxClients: { min: 1, max: 20 },
  days: { min: 1, max: 30 },
  /** Log lines per page. */
  logPage: 100,
} as const;

/** How long a freed slot's offer can be accepted, at most (the slot's own start ends it sooner). */
export const EXPRESS_OFFER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The satisfaction question's scores, 1 (pas du tout satisfait) to 5 (très satisfait). */
export const SATISFACTION_SCORE_MIN = 1;
export const SATISFACTION_SCORE_MAX = 5;
