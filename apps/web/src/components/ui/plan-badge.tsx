import { Badge, type BadgeProps } from '@mantine/core';
import { PLANS, type PlanName } from '@tourneo/domain';

/** Dark shades: white text on them stays above the 4.5:1 contrast small text needs. */
const PLAN_COLORS: Record<PlanName, string> = {
  standard: 'gray.8',
  business: 'blue.8',
  premium: 'grape.8',
};

/** A plan's display name from the catalogue, as a small tag (menu entries, plan cards). */
export function PlanBadge({ plan, ...props }: { plan: PlanName } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={PLAN_COLORS[plan]} variant="filled" {...props}>
      {PLANS[plan].label}
    </Badge>
  );
}
