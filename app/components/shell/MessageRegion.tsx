// The shell's flash messages: the one message box (Messages), rendered by the server in the page
// flow under the header, so they reach the shopper without JS, and stay there. With JS they leave on
// their own (spec §9, issue 24): infos and successes are toasts at the bottom centre, gone after 3 s;
// errors and warnings, the notifications the shopper must read and act on, stay in the flow, where a
// toast over the bottom of a page never covers its buttons (the login page's "Registrati" under 'La
// sessione è scaduta...', issue 7), and go after the snackbar's 5000 ms. At most 5, each closable.
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Messages, type Message } from '~/components/Messages';

const MAX_TOASTS = 5;
const TOAST_TIMEOUT_MS = 3000;
const NOTIFICATION_TIMEOUT_MS = 5000;
const urgent = (m: Message) => m.level === 'error' || m.level === 'warning';

export function MessageRegion({ messages }: { messages: Message[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(messages);

  useEffect(() => {
    setVisible(messages);
    if (!messages.length) return;
    const timers = [
      setTimeout(() => setVisible((v) => v.filter(urgent)), TOAST_TIMEOUT_MS),
      setTimeout(() => setVisible((v) => v.filter((m) => !urgent(m))), NOTIFICATION_TIMEOUT_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, [messages]);

  const shown = hydrated ? visible.slice(-MAX_TOASTS) : messages;
  const flow = 'mx-auto w-full max-w-7xl px-4 [&:has(p)]:pt-4';
  // out of the flow on every screen: a toast that leaves moves nothing under the shopper's finger
  const toast = 'pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto mb-0 max-w-md px-4 [&_p]:shadow';
  return (
    <Messages
      messages={shown}
      // with JS only errors and warnings take room in the flow
      className={hydrated ? `${flow} [&:not(:has([role=alert]>p))]:pt-0` : flow}
      statusClassName={hydrated ? toast : ''}
      onDismiss={hydrated ? (message) => setVisible((v) => v.filter((m) => m !== message)) : undefined}
    />
  );
}
