import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  FEATURE_LABELS,
  INCLUDED_IN_EVERY_PLAN,
  featuresAddedBy,
  formatEuros,
  monthlyPriceCents,
  PLAN_LIST,
  planRank,
  PLANS,
  UNLIMITED,
  type PlanName,
} from '@tourneo/domain';
import { agentCountText } from '../plan-usage.ts';
import { SettingsChangeOnly } from '../../../components/ui/settings-access.tsx';

interface PlanOptionCardProps {
  plan: PlanName;
  isCurrent: boolean;
  agentCount: number;
  onChoose: () => void;
}

/** One plan of the catalogue: its price for the company's team, what it adds, and the way to it. */
export function PlanOptionCard({ plan, isCurrent, agentCount, onChoose }: PlanOptionCardProps) {
  const definition = PLANS[plan];
  const below = PLAN_LIST[planRank(plan) - 1];
  const agents = definition.limits.agents;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`plan-option-${plan}`}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5" id={`plan-option-${plan}`}>
          Forfait {definition.label}
        </Title>
        {isCurrent && (
          <Text size="sm" fw={700} c="teal.9">
            Votre forfait actuel
          </Text>
        )}
        <Text>
          <strong>{formatEuros(definition.pricePerAgentCents)}</strong> par agent et par mois
        </Text>
        <Text size="sm">
          soit {formatEuros(monthlyPriceCents(plan, agentCount))} par mois pour {agentCountText(agentCount)}
        </Text>
        <List size="sm">
          {below ? (
            <List.Item>Tout le forfait {below.label}</List.Item>
          ) : (
            INCLUDED_IN_EVERY_PLAN.map((included) => <List.Item key={included}>{included}</List.Item>)
          )}
          {featuresAddedBy(plan).map((feature) => (
            <List.Item key={feature}>{FEATURE_LABELS[feature]}</List.Item>
          ))}
          <List.Item>
            {agents === UNLIMITED ? 'Agents illimités' : `Jusqu’à ${agents.toLocaleString('fr-FR')} agents`}
          </List.Item>
        </List>
        {!isCurrent && (
          <SettingsChangeOnly>
            <Button mt="auto" variant="default" onClick={onChoose}>
              Passer au forfait {definition.label}
            </Button>
          </SettingsChangeOnly>
        )}
      </Stack>
    </Paper>
  );
}
