/**
 * The clients module's public use cases: its routes, the CSV import and the other modules
 * (missions) use the module through this file. The reads and the saves each live in their file.
 */
export {
  CLIENT_CHANGES_CHANNEL,
  findClients,
  findClientsAfterCursor,
  getClientOfMission,
  searchClients,
} from './find-clients.ts';
export {
  createClient,
  createClientOfMission,
  deleteClient,
  newBookingToken,
  resolvePartnerId,
  updateClient,
} from './save-client.ts';
