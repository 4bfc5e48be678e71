import { z } from 'zod';
import { FEATURES, PLAN_NAMES } from './catalogue.ts';
import { readResponseSchema, rowIdSchema, successResponseSchema } from '../common/responses.ts';

const usageSchema = z.strictObject({ current: z.number().int() });

/** The company's plan, its limits (-1: unlimited), what it uses of them and its feature map. */
export const companyPlanSchema = z.strictObject({
  company: z.strictObject({ id: rowIdSchema, name: z.string() }),
  plan: z.strictObject({
    name: z.enum(PLAN_NAMES),
    label: z.string(),
    limits: z.strictObject({
      agents: z.number().int(),
      clients: z.number().int(),
      forms: z.number().int(),
      monthly_appointments: z.number().int(),
    }),
  }),
  usage: z.strictObject({ agents: usageSchema, forms: usageSchema, clients: usageSchema }),
  features: z.record(z.enum(FEATURES), z.boolean()),
});
export type CompanyPlan = z.infer<typeof companyPlanSchema>;

/** `POST /subscriptions/company-plan`. */
export const companyPlanResponseSchema = readResponseSchema({
  data: companyPlanSchema,
});
export type CompanyPlanResponse = z.infer<typeof companyPlanResponseSchema>;

/** `POST /subscriptions/change-plan`: the change recorded (ISO date-time) and the new plan. */
export const changePlanResponseSchema = successResponseSchema({
  change: z.strictObject({
    from_plan: z.enum(PLAN_NAMES),
    to_plan: z.enum(PLAN_NAMES),
    changed_at: z.string(),
  }),
  data: companyPlanSchema,
});
export type ChangePlanResponse = z.infer<typeof changePlanResponseSchema>;
