/**
 * The settings the messages need wherever they are written (booking, missions, clients, imports):
 * the public address of the links. Set once by `buildApp` (and the worker process) from the
 * configuration, rather than passed through every use case that may change an appointment.
 */
export const messagingSettings = {
  publicUrl: 'http://localhost:3000',
};

export function configureMessaging({ publicUrl }: { publicUrl: string }): void {
  messagingSettings.publicUrl = publicUrl.replace(/\/+$/, '');
}
