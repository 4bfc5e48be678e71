import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  FEATURE_LABELS,
  formatEuros,
  MESSAGES,
  monthlyPriceCents,
  planChangeRefusal,
  planRank,
  PLANS,
  type PlanName,
  type PlanUsage,
} from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePlan } from '../api/change-plan.ts';
import { agentCountText } from '../plan-usage.ts';

interface ChangePlanDialogProps {
  currentPlan: PlanName;
  /** The plan the company chose; null keeps the dialog closed. */
  targetPlan: PlanName | null;
  agentCount: number;
  usage: PlanUsage;
  onPlanChanged: () => Promise<void>;
  onClose: () => void;
}

/** The features one plan has and the other lacks. */
const featuresOnlyIn = (plan: PlanName, other: PlanName) =>
  PLANS[plan].features.filter((feature) => !PLANS[other].features.includes(feature));

/**
 * Confirms a plan change with the new monthly price. A move below what the company already uses
 * is explained and cannot be confirmed (the server refuses it the same way).
 */
export function ChangePlanDialog({
  currentPlan,
  targetPlan,
  agentCount,
  usage,
  onPlanChanged,
  onClose,
}: ChangePlanDialogProps) {
  const changePlan = useChangePlan(onPlanChanged);
  const close = () => {
    changePlan.reset();
    onClose();
  };
  const target = targetPlan ? PLANS[targetPlan] : null;
  const refusal = targetPlan ? planChangeRefusal(targetPlan, usage) : null;
  const isUpgrade = targetPlan !== null && planRank(targetPlan) > planRank(currentPlan);
  const changedFeatures = targetPlan
    ? isUpgrade
      ? featuresOnlyIn(targetPlan, currentPlan)
      : featuresOnlyIn(currentPlan, targetPlan)
    : [];

  const confirm = () => {
    if (!targetPlan) {
      return;
    }
    changePlan.mutate(
      { plan: targetPlan },
      {
        onSuccess: (response) => {
          notify('success', response.message);
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title="Changer de forfait"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {target && (
        <Stack>
          <Text>
            Passer du forfait {PLANS[currentPlan].label} au forfait {target.label} ?
          </Text>
          <Text data-testid="new-monthly-price">
            Nouveau prix : <strong>{formatEuros(monthlyPriceCents(target.name, agentCount))} par mois</strong>{' '}
            pour {agentCountText(agentCount)} ({formatEuros(target.pricePerAgentCents)} par agent et par mois,
            hors frais d’usage).
          </Text>
          {changedFeatures.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {isUpgrade
                  ? 'Fonctionnalités activées aussitôt :'
                  : 'Fonctionnalités qui ne seront plus disponibles :'}
              </Text>
              <List size="sm">
                {changedFeatures.map((feature) => (
                  <List.Item key={feature}>{FEATURE_LABELS[feature]}</List.Item>
                ))}
              </List>
            </div>
          )}
          {refusal && (
            <Alert color="red" role="alert" title="Changement impossible">
              {refusal}
            </Alert>
          )}
          {changePlan.error && (
            <Alert color="red" role="alert">
              {serverMessageOr(changePlan.error, MESSAGES.plans.changeError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Annuler
            </Button>
            <Button onClick={confirm} disabled={refusal !== null} loading={changePlan.isPending}>
              Confirmer le changement
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
