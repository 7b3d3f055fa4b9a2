// The banner of a staff member acting for a customer (issue 26 §2, decision 054), on every page while
// it lasts: whose shop this is now, and "Smetti di operare", a plain POST form to the userboard.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
// the shell's words, not the staff's: every shopper's page carries this module, the staff's
// dictionary only the staff's pages
import { tCommon as t } from '~/i18n/common';

/** the userboard's intent (app/routes/userboard/forms.ts), repeated: a component never imports a route */
const STOP_ACTING = 'stopActing';

export function ActingBanner({ name }: { name: string }) {
  return (
    <aside aria-label={t('actingBanner.label')} className="bg-accent-light border-b-2 border-accent px-4 py-2 text-neutral-950">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-2">
        <p className="font-semibold [overflow-wrap:anywhere]">{t('actingBanner.acting', { name })}</p>
        <Form method="post" action="/userboard">
          <AuthenticityTokenInput />
          <HoneypotFields />
          <button type="submit" name="intent" value={STOP_ACTING} className="btn-secondary min-h-11">
            {t('actingBanner.stop')}
          </button>
        </Form>
      </div>
    </aside>
  );
}
