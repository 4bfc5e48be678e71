import { Group, Progress, Stack, Text } from '@mantine/core';
import {
  COUNTED_LIMITS,
  UNLIMITED,
  planLimitOf,
  usagePercentage,
  type CountedLimit,
  type PlanName,
} from '@tourneo/domain';
import { LIMIT_LABELS } from '../plan-usage.ts';

const count = (value: number) => value.toLocaleString('fr-FR');

function limitText(current: number, limit: number): string {
  if (limit === UNLIMITED) {
    return `${count(current)} (illimité)`;
  }
  if (limit === 0) {
    return current === 0 ? 'Non inclus' : `${count(current)} (non inclus dans ce forfait)`;
  }
  return `${count(current)} / ${count(limit)}`;
}

/** What the company uses of its plan's limits: agents, forms and clients. */
export function UsageList({ plan, usage }: { plan: PlanName; usage: Record<CountedLimit, number> }) {
  return (
    <Stack gap="sm">
      {COUNTED_LIMITS.map((limit) => {
        const max = planLimitOf(plan, limit);
        const current = usage[limit];
        return (
          <div key={limit}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{LIMIT_LABELS[limit]}</Text>
              <Text data-testid={`usage-${limit}`}>{limitText(current, max)}</Text>
            </Group>
            {max > 0 && (
              <Progress
                value={Math.min(100, usagePercentage(current, max))}
                aria-label={`${LIMIT_LABELS[limit]} : ${count(current)} sur ${count(max)}`}
                size="sm"
                mt={4}
              />
            )}
          </div>
        );
      })}
    </Stack>
  );
}
