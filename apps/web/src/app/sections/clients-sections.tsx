import { useOperations } from '../../features/operations/api/get-operations.ts';
import { usePartners } from '../../features/partners/api/get-partners.ts';
import type { ClientChoices } from '../../features/clients/client-choices.ts';
import { ClientList } from '../../features/clients/components/client-list.tsx';
import { CsvImportForm } from '../../features/clients/components/csv-import-form.tsx';
import { NewClientForm } from '../../features/clients/components/new-client-form.tsx';
import { useMissionEvents } from '../../features/missions/api/use-mission-events.ts';

/** The client forms' lists: the operations feature's operation types and the partners feature's senders. */
function useClientChoices(): ClientChoices {
  return { operations: useOperations(), partners: usePartners() };
}

/**
 * 'Liste clients', its edit popup choosing among the company's operations and partners. Live: a
 * client booked meanwhile (by its link, a colleague or an agent) leaves 'À planifier' as it happens.
 */
export function ClientsSection() {
  useMissionEvents();
  return <ClientList choices={useClientChoices()} />;
}

/** 'Ajouter un client'. */
export function NewClientSection() {
  return <NewClientForm choices={useClientChoices()} />;
}

/** 'Importer un CSV', the campaign's sender chosen among the company's partners. */
export function CsvImportSection() {
  return <CsvImportForm partners={usePartners()} />;
}
