import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { toast } from '../lib/toast';

/**
 * react-admin's own notifications, taken from its queue and shown as toasts of the console's one
 * toaster (`ConsoleToaster`, in the shell), so there is one look and one queue.
 */
export function NotificationsAsToasts() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type = 'info', notificationOptions = {} } = next;
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions.messageArgs }) : message;
    const show = { success: toast.success, info: toast.info, warning: toast.warning, error: toast.error }[type] ?? toast.info;
    show(text, notificationOptions.autoHideDuration ? { duration: notificationOptions.autoHideDuration } : undefined);
  }, [notifications, takeNotification, translate]);

  return null;
}
