// The consent dialog of the spec (account.md §2 "Disclaimers and consents", §4): after login, when
// consents are still to be given, each one's title and full text, a required one as a checkbox,
// an optional one as yes/no, and an update button, disabled until every consent is answered.
// Rendered by the server as a section at the top of the page (no JS); with JS, the same markup in
// a native modal <dialog>, 750 px wide. Posting it (/consents, intent update) closes it in every case.
import { Form, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ConsentFields } from '~/components/forms/ConsentFields';
import { Messages } from '~/components/Messages';
import { consentErrors, INTENT, type ConsentView } from '~/lib/consent-forms';
import { tForms as t } from '~/i18n/forms';
import { useHydratedModal } from './use-hydrated-modal';

type FormProps = {
  consents: ConsentView[];
  errors?: Record<string, string[]>;
  defaults?: Record<string, unknown>;
  formErrors?: string[];
  redirectTo: string;
  /** disable the update button until the form is complete (JS only) */
  guard: boolean;
};

export function ConsentForm({ consents, errors, defaults, formErrors, redirectTo, guard }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const rules = consents.map((c) => ({ id: c.id, required: c.required }));
  const [complete, setComplete] = useState(true);
  useEffect(() => {
    if (guard && formRef.current) setComplete(Object.keys(consentErrors(rules, new FormData(formRef.current))).length === 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guard, consents]);
  return (
    <Form
      ref={formRef}
      method="post"
      action="/consents"
      noValidate
      className="flex flex-col gap-4"
      onChange={(e) => {
        if (guard) setComplete(Object.keys(consentErrors(rules, new FormData(e.currentTarget))).length === 0);
      }}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Messages errors={formErrors} />
      <ConsentFields consents={consents} errors={errors} defaults={defaults} full idPrefix="pending-consent" headingLevel={3} />
      <button type="submit" name="intent" value={INTENT.update} className="btn-primary self-start" disabled={guard && !complete}>
        {t('consents.submit')}
      </button>
    </Form>
  );
}

export function ConsentDialog({ consents }: { consents: ConsentView[] }) {
  const { hydrated, dialogRef } = useHydratedModal();
  const location = useLocation();
  const redirectTo = location.pathname + location.search;

  const body = (
    <>
      <h2 id="consents-title" className="mb-2 text-2xl font-bold">
        {t('consents.title')}
      </h2>
      <p className="mb-4">{t('consents.intro')}</p>
      <ConsentForm consents={consents} redirectTo={redirectTo} guard={hydrated} />
    </>
  );

  if (!hydrated) {
    return (
      <section
        aria-labelledby="consents-title"
        className="mx-auto mb-6 max-w-[750px] rounded-lg border-2 border-secondary bg-white p-6 shadow"
      >
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="consents-title"
      className="m-auto w-[750px] max-w-[calc(100vw-2rem)] rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/50"
    >
      {body}
    </dialog>
  );
}
