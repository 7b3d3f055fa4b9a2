// Errors, warnings and infos (spec "message box"), rendered by the server so they reach the shopper
// without JS. When JS runs the same messages are dressed as toasts: bottom centre, at most 5,
// dismissed after 5000 ms (spec §9).
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { FlashMessage } from '~/lib/session.server';
import { tCommon as t } from '~/i18n/t';

const MAX_TOASTS = 5;
const TOAST_TIMEOUT_MS = 5000;

const tone: Record<FlashMessage['level'], string> = {
  error: 'border-primary bg-primary-light text-primary-dark',
  warning: 'border-accent bg-accent-light text-neutral-900',
  info: 'border-secondary bg-secondary-light text-secondary-dark',
  success: 'border-green-700 bg-green-50 text-green-900',
};

export function MessageRegion({ messages }: { messages: FlashMessage[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(messages);

  useEffect(() => {
    setVisible(messages);
    if (!messages.length) return;
    const timer = setTimeout(() => setVisible([]), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [messages]);

  const shown = hydrated ? visible.slice(-MAX_TOASTS) : messages;
  const alerts = shown.filter((m) => m.level === 'error' || m.level === 'warning');
  const statuses = shown.filter((m) => m.level === 'info' || m.level === 'success');
  const wrapper = hydrated
    ? 'pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4'
    : 'mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 pt-4';

  const render = (list: FlashMessage[]) =>
    list.map((message, index) => (
      <p
        key={`${message.level}-${index}-${message.text}`}
        className={`pointer-events-auto flex items-start justify-between gap-2 rounded-md border-l-4 px-4 py-3 shadow ${tone[message.level]}`}
      >
        <span>{message.text}</span>
        {hydrated ? (
          <button
            type="button"
            className="text-xl leading-none"
            aria-label={t('messages.dismiss')}
            onClick={() => setVisible((v) => v.filter((m) => m !== message))}
          >
            ×
          </button>
        ) : null}
      </p>
    ));

  return (
    <div className={wrapper}>
      <div role="alert" className="flex flex-col gap-2">
        {render(alerts)}
      </div>
      <div role="status" className="flex flex-col gap-2">
        {render(statuses)}
      </div>
    </div>
  );
}
