import type { ReactNode } from 'react';
import { Alert, Fieldset, Stack, type MantineSpacing } from '@mantine/core';
import { MESSAGES, type RouteAccess } from '@tourneo/domain';
import { useCanChange } from '../../lib/use-can-change-settings.ts';

/**
 * The pieces every Paramètres screen uses to be read-only for the roles that may read it but not
 * change it (comptable, lecture seule; decision 0033). `access` is what the screen's change calls
 * declare on the server: `settings` by default, `finance` for the invoices' legal identity.
 */
interface AccessProps {
  access?: RouteAccess;
}

/**
 * « Lecture seule : ... » under a screen's title, for a role that may not change it; else nothing.
 * `message`: another wording, for a screen the role changes in part ('Mon abonnement', comptable).
 */
export function SettingsReadOnlyNotice({
  access = 'settings',
  message = MESSAGES.people.settingsReadOnly,
}: AccessProps & { message?: string }) {
  const canChange = useCanChange(access);
  if (canChange) {
    return null;
  }
  return (
    <Alert color="blue" variant="light" role="note">
      {message}
    </Alert>
  );
}

/** Its children (add, edit, delete, save buttons) only for a role that may change the settings. */
export function SettingsChangeOnly({ access = 'settings', children }: AccessProps & { children: ReactNode }) {
  const canChange = useCanChange(access);
  return canChange ? children : null;
}

/**
 * A settings form's fields, disabled for a role that may not change them (a native disabled
 * fieldset: every input, select and switch inside it is shown but neither focusable nor
 * editable), stacked `gap` apart as in the form around them.
 */
export function SettingsFieldset({
  access = 'settings',
  gap = 'md',
  children,
}: AccessProps & { gap?: MantineSpacing; children: ReactNode }) {
  const canChange = useCanChange(access);
  return (
    <Fieldset variant="unstyled" disabled={!canChange} p={0} m={0} miw={0}>
      <Stack gap={gap}>{children}</Stack>
    </Fieldset>
  );
}
