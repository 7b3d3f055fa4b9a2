// The shell's flash messages: the one message box (Messages), rendered by the server in the page
// flow under the header, so they reach the shopper without JS. With JS they are dressed as toasts
// (at most 5, closable): on a wide screen at the bottom centre, dismissed after 5000 ms (spec §9);
// on a phone they stay in the page flow, where they never cover a button, until closed.
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Messages, type Message } from '~/components/Messages';

const MAX_TOASTS = 5;
const TOAST_TIMEOUT_MS = 5000;
const WIDE = '(min-width: 768px)';

export function MessageRegion({ messages }: { messages: Message[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(messages);

  useEffect(() => {
    setVisible(messages);
    // on a phone a message leaving the flow would move the page under the shopper's finger
    if (!messages.length || !window.matchMedia(WIDE).matches) return;
    const timer = setTimeout(() => setVisible([]), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [messages]);

  const shown = hydrated ? visible.slice(-MAX_TOASTS) : messages;
  const flow = 'mx-auto w-full max-w-7xl px-4 [&:has(p)]:pt-4';
  const toast = 'md:pointer-events-none md:fixed md:inset-x-0 md:bottom-4 md:z-50 md:max-w-md md:pt-0 md:[&_p]:shadow';
  return (
    <Messages
      messages={shown}
      className={hydrated ? `${flow} ${toast}` : flow}
      onDismiss={hydrated ? (message) => setVisible((v) => v.filter((m) => m !== message)) : undefined}
    />
  );
}
