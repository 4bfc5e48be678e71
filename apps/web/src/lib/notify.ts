import { notifications } from '@mantine/notifications';

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
