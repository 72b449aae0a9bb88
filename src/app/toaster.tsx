import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { toast, Toaster } from 'sonner';

/**
 * The one toaster (spec §2, §9: top-right, close button, 3 visible, 4000 ms, 356 px wide,
 * 14 px apart, swipe away after 45 px; sonner's defaults are exactly these). react-admin's
 * own notifications are taken from its queue and shown here, so there is one look and one queue.
 */
export function ConsoleToaster({ theme = 'system' }: { theme?: 'light' | 'dark' | 'system' }) {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type = 'info', notificationOptions = {} } = next;
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions.messageArgs }) : message;
    const show = { success: toast.success, info: toast.info, warning: toast.warning, error: toast.error }[type] ?? toast;
    show(text, notificationOptions.autoHideDuration ? { duration: notificationOptions.autoHideDuration } : undefined);
  }, [notifications, takeNotification, translate]);

  return (
    <Toaster
      position="top-right"
      closeButton
      theme={theme}
      visibleToasts={3}
      duration={4000}
      gap={14}
      containerAriaLabel={translate('shell.toaster.region')}
      toastOptions={{ closeButtonAriaLabel: translate('shell.toaster.close') }}
    />
  );
}
