import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import {
  AUTOMATION_LIMITS,
  type AutomationRuleState,
  type AutomationSettings,
  type UpdateAutomationInput,
} from '@tourneo/domain';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';
import { SettingsChangeOnly, SettingsFieldset } from '../../../components/ui/settings-access.tsx';

const M = AUTOMATIONS_MESSAGES;

/** The settings each rule reads, with their labels and bounds. */
const FIELDS: Record<
  AutomationRuleState['rule'],
  { key: keyof AutomationSettings; label: string; max: number }[]
> = {
  express_slots: [{ key: 'max_clients', label: M.maxClients, max: AUTOMATION_LIMITS.maxClients.max }],
  booking_reminder: [
    { key: 'reminder_days', label: M.reminderDays, max: AUTOMATION_LIMITS.days.max },
    { key: 'hand_off_days', label: M.handOffDays, max: AUTOMATION_LIMITS.days.max },
  ],
  session_report: [],
  satisfaction_survey: [],
};

interface AutomationRuleCardProps {
  rule: AutomationRuleState;
  isSaving: boolean;
  onSave: (input: UpdateAutomationInput) => void;
}

/** One rule: its switch (active or paused), what it does, and its tuning. */
export function AutomationRuleCard({ rule, isSaving, onSave }: AutomationRuleCardProps) {
  const [settings, setSettings] = useState<AutomationSettings>(rule.settings);
  const fields = FIELDS[rule.rule];
  const titleId = `automation-${rule.rule}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {rule.label}
          </Title>
          <Badge color={rule.is_enabled ? 'teal' : 'gray'} variant="light">
            {rule.is_enabled ? M.enabled : M.paused}
          </Badge>
        </Group>
        <Text size="sm">{rule.description}</Text>
        <SettingsFieldset gap="sm">
          <Switch
            label={M.switchLabel(rule.label)}
            checked={rule.is_enabled}
            disabled={isSaving}
            onChange={(event) => onSave({ rule: rule.rule, is_enabled: event.currentTarget.checked })}
          />
          {fields.length > 0 && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onSave({
                  rule: rule.rule,
                  settings: Object.fromEntries(fields.map((field) => [field.key, settings[field.key]])),
                });
              }}
            >
              <Group align="end">
                {fields.map((field) => (
                  <NumberInput
                    key={field.key}
                    label={field.label}
                    min={1}
                    max={field.max}
                    allowDecimal={false}
                    value={settings[field.key]}
                    onChange={(value) =>
                      setSettings((current) => ({
                        ...current,
                        [field.key]: typeof value === 'number' ? value : 0,
                      }))
                    }
                  />
                ))}
                <SettingsChangeOnly>
                  <Button type="submit" variant="light" loading={isSaving}>
                    {M.save}
                  </Button>
                </SettingsChangeOnly>
              </Group>
            </form>
          )}
        </SettingsFieldset>
      </Stack>
    </Paper>
  );
}
