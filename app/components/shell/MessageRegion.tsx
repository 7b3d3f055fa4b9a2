// The shell's flash messages: the one message box (Messages), rendered by the server in the page
// flow under the header, so they reach the shopper without JS. With JS they are dressed as toasts
// (at most 5, closable): on a wide screen at the bottom centre, dismissed after 5000 ms (spec §9);
// on a phone they stay in the page flow, where they never cover a button, until closed. Errors
// and warnings stay in the flow on every screen, until closed: they are what the shopper must read
// and act on, and a toast over the bottom of a page covered its buttons (the login page's
// "Registrati" under 'La sessione è scaduta...' at desktop width, issue 7).
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Messages, type Message } from '~/components/Messages';

const MAX_TOASTS = 5;
const TOAST_TIMEOUT_MS = 5000;
const WIDE = '(min-width: 768px)';
const urgent = (m: Message) => m.level === 'error' || m.level === 'warning';

export function MessageRegion({ messages }: { messages: Message[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(messages);

  useEffect(() => {
    setVisible(messages);
    // on a phone a message leaving the flow would move the page under the shopper's finger
    if (!messages.length || !window.matchMedia(WIDE).matches) return;
    const timer = setTimeout(() => setVisible((v) => v.filter(urgent)), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [messages]);

  const shown = hydrated ? visible.slice(-MAX_TOASTS) : messages;
  const flow = 'mx-auto w-full max-w-7xl px-4 [&:has(p)]:pt-4';
  const toast = 'md:pointer-events-none md:fixed md:inset-x-0 md:bottom-4 md:z-50 md:mx-auto md:mb-0 md:max-w-md md:px-4 md:[&_p]:shadow';
  return (
    <Messages
      messages={shown}
      // on a wide screen only errors and warnings take room in the flow
      className={hydrated ? `${flow} md:[&:not(:has([role=alert]>p))]:pt-0` : flow}
      statusClassName={hydrated ? toast : ''}
      onDismiss={hydrated ? (message) => setVisible((v) => v.filter((m) => m !== message)) : undefined}
    />
  );
}
