import { useState } from 'react';
import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatEuros, MESSAGES, monthlyPriceCents, PLAN_NAMES, PLANS, type PlanName } from '@tourneo/domain';
import { PlanBadge } from '../../../components/ui/plan-badge.tsx';
import { SettingsReadOnlyNotice } from '../../../components/ui/settings-access.tsx';
import { useCanChange } from '../../../lib/use-can-change-settings.ts';
import { agentCountText, usageOf, type SubscriptionInfo } from '../plan-usage.ts';
import { ChangePlanDialog } from './change-plan-dialog.tsx';
import { PlanOptionCard } from './plan-option-card.tsx';
import { UsageList } from './usage-list.tsx';

interface SubscriptionScreenProps {
  /** The company's plan and usage; null while loading. */
  info: SubscriptionInfo | null;
  errorMessage: string | null;
  /** Reloads the company's plan after a change (menu tags and gates follow). */
  onPlanChanged: () => Promise<void>;
}

/** "Mon abonnement": the company's plan, its usage against the limits, its monthly price, and the other plans. */
export function SubscriptionScreen({ info, errorMessage, onPlanChanged }: SubscriptionScreenProps) {
  const [targetPlan, setTargetPlan] = useState<PlanName | null>(null);
  // The invoices' legal identity below is the comptable's to change (`finance`), the plan is not.
  const canChangeLegalIdentity = useCanChange('finance');

  if (!info) {
    return errorMessage ? (
      <Text c="red.8" role="alert">
        {errorMessage}
      </Text>
    ) : (
      <Center p="xl">
        <Loader aria-label="Chargement..." />
      </Center>
    );
  }

  const current = PLANS[info.plan.name];
  const usage = usageOf(info);
  return (
    <Stack>
      <Title order={1} size="h2">
        Mon abonnement
      </Title>
      <SettingsReadOnlyNotice
        message={canChangeLegalIdentity ? MESSAGES.people.planReadOnlyLegalIdentityEditable : undefined}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="current-plan-title">
        <Stack gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4" id="current-plan-title">
              Forfait {current.label}
            </Title>
            <PlanBadge plan={current.name} size="sm" aria-hidden />
          </Group>
          <Text data-testid="current-monthly-price">
            <strong>{formatEuros(monthlyPriceCents(current.name, usage.agents))} par mois</strong> pour{' '}
            {agentCountText(usage.agents)} ({formatEuros(current.pricePerAgentCents)} par agent et par mois,
            hors frais d’usage)
          </Text>
          <UsageList plan={current.name} usage={usage} />
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        Changer de forfait
      </Title>
      <SimpleGrid cols={{ base: 1, md: PLAN_NAMES.length }}>
        {PLAN_NAMES.map((plan) => (
          <PlanOptionCard
            key={plan}
            plan={plan}
            isCurrent={plan === current.name}
            agentCount={usage.agents}
            onChoose={() => setTargetPlan(plan)}
          />
        ))}
      </SimpleGrid>
      <ChangePlanDialog
        currentPlan={current.name}
        targetPlan={targetPlan}
        agentCount={usage.agents}
        usage={usage}
        onPlanChanged={onPlanChanged}
        onClose={() => setTargetPlan(null)}
      />
    </Stack>
  );
}
