// The one message box of the shop (spec: "errors, warnings and infos"): rendered by the server so
// every message reaches the shopper without JS, errors and warnings in a role=alert region, the
// rest in a role=status region. Forms show their own messages with it, and the shell's flash
// messages are the same box (MessageRegion), which JS only dresses as dismissible toasts.
import { tCommon as t } from '~/i18n/common';
import type { FieldErrors } from '~/components/forms/Field';

export type Message = { level: 'error' | 'warning' | 'info' | 'success'; text: string };

const tone: Record<Message['level'], string> = {
  error: 'border-primary bg-primary-light text-primary-dark',
  warning: 'border-accent bg-accent-light text-neutral-900',
  info: 'border-secondary bg-secondary-light text-secondary-dark',
  success: 'border-green-700 bg-green-50 text-green-900',
};

type Props = {
  id?: string;
  /** a form's own errors (conform's form.errors) */
  errors?: FieldErrors;
  messages?: readonly Message[];
  className?: string;
  /** with JS: each message gets a close button */
  onDismiss?: (message: Message) => void;
  /** classes of the infos' and successes' region only (the shell's toasts) */
  statusClassName?: string;
  /** with JS: messages on their way out (the shell's close animation) */
  leaving?: ReadonlySet<Message>;
};

export function Messages({ id, errors, messages = [], className, onDismiss, statusClassName = '', leaving }: Props) {
  const all: Message[] = [...(errors ?? []).map((text) => ({ level: 'error' as const, text })), ...messages];
  const alerts = all.filter((m) => m.level === 'error' || m.level === 'warning');
  const statuses = all.filter((m) => m.level === 'info' || m.level === 'success');
  const render = (list: Message[]) =>
    list.map((message, index) => (
      <p
        key={`${message.level}-${index}-${message.text}`}
        className={`pointer-events-auto flex items-start justify-between gap-2 rounded-md border-l-4 px-4 py-3 ${tone[message.level]}${
          leaving?.has(message) ? ' message-leaving' : ''
        }`}
      >
        <span>{message.text}</span>
        {onDismiss ? (
          <button
            type="button"
            className="-my-1 min-h-6 min-w-6 text-xl leading-none"
            aria-label={t('messages.dismiss')}
            onClick={() => onDismiss(message)}
          >
            ×
          </button>
        ) : null}
      </p>
    ));
  return (
    <div id={id} className={className}>
      <div role="alert" className="flex flex-col gap-2 [&:not(:empty)]:mb-3">
        {render(alerts)}
      </div>
      <div role="status" className={`flex flex-col gap-2 [&:not(:empty)]:mb-3 ${statusClassName}`}>
        {render(statuses)}
      </div>
    </div>
  );
}
