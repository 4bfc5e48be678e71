import { z } from 'zod';
import { successResponseSchema } from '../common/responses.ts';

/** The 'Premiers pas' steps, in order; each is done when the company's data shows it. */
export const ONBOARDING_STEPS = ['qualification', 'agent', 'operation', 'client', 'link'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** POST /onboarding/status: which steps the company has done. */
export const onboardingStatusResponseSchema = successResponseSchema({
  steps: z.strictObject({
    qualification: z.boolean(),
    agent: z.boolean(),
    operation: z.boolean(),
    client: z.boolean(),
    link: z.boolean(),
  }),
  done: z.number().int(),
  total: z.number().int(),
});
export type OnboardingStatusResponse = z.infer<typeof onboardingStatusResponseSchema>;

/** How many steps are done. */
export const countDoneSteps = (steps: Record<OnboardingStep, boolean>): number =>
  ONBOARDING_STEPS.filter((step) => steps[step]).length;
