import { Stack, Tabs, Title } from '@mantine/core';
import { InvoicesTab } from './invoices-tab.tsx';
import { PaymentsDashboard } from './payments-dashboard.tsx';

/**
 * Paiements (spec 2 §2): tabs 'Factures' and 'Tableau de bord'. The operator (`isOperator`) sees
 * every company's invoices, the top 5 companies, and issues the month's invoices.
 */
export function PaymentsScreen({ isOperator = false }: { isOperator?: boolean }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        Paiements
      </Title>
      <Tabs defaultValue="invoices" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoices">Factures</Tabs.Tab>
          <Tabs.Tab value="dashboard">Tableau de bord</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <InvoicesTab isOperator={isOperator} />
        </Tabs.Panel>
        <Tabs.Panel value="dashboard" pt="md">
          <PaymentsDashboard isOperator={isOperator} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
