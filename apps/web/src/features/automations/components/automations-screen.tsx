import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type UpdateAutomationInput } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SettingsReadOnlyNotice } from '../../../components/ui/settings-access.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAutomations } from '../api/get-automations.ts';
import { useUpdateAutomation } from '../api/update-automation.ts';
import { AutomationRuleCard } from './automation-rule-card.tsx';
import { AutomationLog } from './automation-log.tsx';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;

/** 'Automatisations' (Automatisations avancées, issue 28): the rules, their switches and their log. */
export function AutomationsScreen() {
  const rules = useAutomations();
  const update = useUpdateAutomation();

  const onSave = (input: UpdateAutomationInput) => {
    update.mutate(input, {
      onSuccess: (response) => notify('success', response.message),
      onError: (error) => notify('error', error.message),
    });
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {M.title}
      </Title>
      <SettingsReadOnlyNotice />
      <Text>{M.intro}</Text>
      {rules.isPending && (
        <Center p="xl">
          <Loader aria-label={MESSAGES.bookingPage.loading} />
        </Center>
      )}
      {rules.error && <ErrorAlert message={M.loadError} />}
      {rules.data?.rules.map((rule) => (
        <AutomationRuleCard
          key={`${rule.rule}-${JSON.stringify(rule.settings)}`}
          rule={rule}
          isSaving={update.isPending && update.variables.rule === rule.rule}
          onSave={onSave}
        />
      ))}
      {rules.data && <AutomationLog />}
    </Stack>
  );
}
