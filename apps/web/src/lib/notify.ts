import { notifications } from '@mantine/notifications';
import { serverMessageOr } from './error-message.ts';

export type NotificationType = 'success' | 'error' | 'warning';

/** The spec's notification timings: closing starts at 1.7 s, the notification is gone at 2 s. */
export const NOTIFICATION_CLOSE_START_MS = 1700;
export const NOTIFICATION_REMOVE_MS = 2000;

const COLORS: Record<NotificationType, string> = { success: 'teal', error: 'red', warning: 'orange' };

export function notify(type: NotificationType, message: string): void {
  notifications.show({
    message,
    color: COLORS[type],
    autoClose: NOTIFICATION_CLOSE_START_MS,
    withBorder: true,
  });
}

/**
 * A mutation's callbacks for a dialog: the server's message in a success notification, then
 * `onDone` (close); on failure the server's own refusal or `fallback`.
 */
export function notifyAndClose(
  onDone: () => void,
  fallback: string,
): { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void } {
  return {
    onSuccess: (answer) => {
      notify('success', answer.message);
      onDone();
    },
    onError: (error) => notify('error', serverMessageOr(error, fallback)),
  };
}
