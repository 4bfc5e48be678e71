import { Suspense, lazy } from 'react';
import { AppShell, Center, Group, Loader, Text } from '@mantine/core';
import { LogOutButton } from '../../features/auth/components/log-out-button.tsx';

const PaymentsScreen = lazy(() =>
  import('../../features/payments/components/payments-screen.tsx').then((module) => ({
    default: module.PaymentsScreen,
  })),
);

/**
 * The platform operator's back office (OPERATOR_NAME, issue 22): no company, so no side menu;
 * every company's invoices, the dashboard with the top 5 companies, the month's invoicing.
 */
export function OperatorBackOffice({ name }: { name: string }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Text fw={700}>Tournéo</Text>
            <Text c="dimmed" size="sm">
              Opérateur : {name}
            </Text>
          </Group>
          <LogOutButton />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label="Chargement..." />
            </Center>
          }
        >
          <PaymentsScreen isOperator />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
