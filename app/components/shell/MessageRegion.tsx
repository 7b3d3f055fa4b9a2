// The shell's flash messages: the one message box (Messages), rendered by the server in the page
// flow under the header, so they reach the shopper without JS, and stay there. With JS they leave on
// their own (spec §9, issue 24): infos and successes are toasts, gone after 3 s; errors and warnings,
// the notifications the shopper must read and act on, stay in the flow, where a toast over the bottom
// of a page never covers its buttons (the login page's "Registrati" under 'La sessione è scaduta...',
// issue 7), and go after the snackbar's 5000 ms. At most 5, each closable, each leaving with a close
// animation of about 600 ms (none when the shopper asks for less motion). Toasts sit at the bottom
// centre from 640 px up, stacked 55 px apart (one line each, the spec's distance); on a phone, where a
// toast over the page would cover the buttons under it (issue 27 §2), they stay in the flow too.
// The regions are in the server's page from the start (role status / alert), so a screen reader
// announces what comes into them.
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Messages, type Message } from '~/components/Messages';

export const MAX_TOASTS = 5;
export const TOAST_TIMEOUT_MS = 3000;
export const NOTIFICATION_TIMEOUT_MS = 5000;
/** the close animation (account.md §2: about 600 ms) */
export const CLOSE_ANIMATION_MS = 600;
const urgent = (m: Message) => m.level === 'error' || m.level === 'warning';
const reducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export function MessageRegion({ messages }: { messages: Message[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(messages);
  const [leaving, setLeaving] = useState<ReadonlySet<Message>>(new Set());
  const removals = useRef<ReturnType<typeof setTimeout>[]>([]);
  const current = useRef(visible);
  current.current = visible;

  // a message leaves: faded out, then taken away (at once without motion)
  const leave = (which: (m: Message) => boolean) => {
    const gone = () => setVisible((v) => v.filter((m) => !which(m)));
    if (reducedMotion()) return gone();
    const going = current.current.filter(which);
    setLeaving((l) => new Set([...l, ...going]));
    removals.current.push(setTimeout(gone, CLOSE_ANIMATION_MS));
  };

  useEffect(() => {
    setVisible(messages);
    setLeaving(new Set());
    if (!messages.length) return;
    const timers = [setTimeout(() => leave((m) => !urgent(m)), TOAST_TIMEOUT_MS), setTimeout(() => leave(urgent), NOTIFICATION_TIMEOUT_MS)];
    return () => {
      [...timers, ...removals.current].forEach(clearTimeout);
      removals.current = [];
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages]);

  const shown = hydrated ? visible.slice(-MAX_TOASTS) : messages;
  const flow = 'mx-auto w-full max-w-7xl px-4 [&:has(p)]:pt-4';
  // out of the flow from 640 px up: a toast that leaves moves nothing under the shopper's finger;
  // min-h 47 px + 8 px apart: one-line toasts stacked 55 px apart
  const toast =
    'sm:pointer-events-none sm:fixed sm:inset-x-0 sm:bottom-4 sm:z-50 sm:mx-auto sm:mb-0 sm:max-w-md sm:px-4 [&_p]:min-h-[47px] sm:[&_p]:shadow';
  return (
    <Messages
      messages={shown}
      // with JS, from 640 px up, only errors and warnings take room in the flow
      className={hydrated ? `${flow} sm:[&:not(:has([role=alert]>p))]:pt-0` : flow}
      statusClassName={hydrated ? toast : ''}
      leaving={hydrated ? leaving : undefined}
      onDismiss={hydrated ? (message) => leave((m) => m === message) : undefined}
    />
  );
}
