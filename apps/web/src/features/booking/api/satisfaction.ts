import type { SatisfactionSurveyResponse } from '@tourneo/domain/automations/schemas';
import { postBooking } from './booking-request.ts';

/** The satisfaction question's page (its id from the message's link `/?avis=`); unknown: 404. */
export const getSatisfactionSurvey = (survey: string) =>
  postBooking<SatisfactionSurveyResponse>('/automations/satisfaction/get', { survey });

/** The client's score, kept once; answered already: 409 with the French message. */
export const answerSatisfaction = (body: { survey: string; score: number }) =>
  postBooking<{ success: true; message: string; score: number }>('/automations/satisfaction/answer', body);
