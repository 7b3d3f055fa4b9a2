// One action's POST form, a single button (an order's cancel or modify, a list's delete or default):
// CSRF, honeypot, the hidden fields it is about, the intent on the button. It works without JS.
import { FormGuards } from './FormGuards';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';

export function ActionForm({
  intent,
  fields = {},
  busy,
  label,
  primary,
  children,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  busy: boolean;
  /** the button's accessible name, when its text alone does not say what it acts on */
  label?: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <FormGuards />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        aria-label={label}
        className={`${primary ? 'btn-primary' : 'btn-outline'} min-h-11 w-full`}
      >
        {children}
      </button>
    </Form>
  );
}
