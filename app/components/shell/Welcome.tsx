// The first-shop welcome (account.md §2, §4; decision 059): title, description, content, a button
// link and a footer image from the content API, 600 px at most. Closing it posts /welcome (intent
// close), which keeps it away for 30 days. Without JS a notice at the top of the page with that form;
// with JS the same markup in a modal <dialog>, which Esc closes the same way.
import { Form, useLocation } from '@remix-run/react';
import { useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { tApp as t } from '~/i18n/app';
import { WELCOME_INTENT } from '~/lib/welcome';
import type { WelcomeView } from '~/lib/welcome.server';
import { useHydratedModal } from './use-hydrated-modal';

export function Welcome({ welcome }: { welcome: WelcomeView }) {
  const { hydrated, dialogRef } = useHydratedModal();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [closed, setClosed] = useState(false);

  if (closed) return null;
  const body = (
    <>
      <h2 id="welcome-title" className="mb-2 text-2xl font-bold">
        {welcome.title}
      </h2>
      {welcome.description ? <p className="mb-3 font-medium">{welcome.description}</p> : null}
      {/* sanitised on the server (app/lib/html.server.ts) */}
      <div className="prose-shop mb-4" dangerouslySetInnerHTML={{ __html: welcome.html }} />
      <div className="flex flex-wrap items-center gap-2">
        {welcome.button ? (
          <a
            href={welcome.button.url}
            className="btn-primary min-h-11"
            {...(/^https?:/.test(welcome.button.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {welcome.button.text}
          </a>
        ) : null}
        <Form method="post" action="/welcome" ref={formRef} onSubmit={() => setClosed(true)}>
          <AuthenticityTokenInput />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" name="intent" value={WELCOME_INTENT.close} className="btn-outline min-h-11">
            {t('welcome.close')}
          </button>
        </Form>
      </div>
      {welcome.image ? (
        <img
          src={welcome.image.url}
          alt={welcome.image.alt}
          className="mx-auto mt-4 h-auto max-h-40 w-auto max-w-full rounded"
          loading="lazy"
        />
      ) : null}
    </>
  );

  if (!hydrated) {
    return (
      <section
        aria-labelledby="welcome-title"
        className="mx-auto mb-6 max-w-[600px] rounded-lg border-2 border-secondary bg-white p-6 shadow"
      >
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="welcome-title"
      className="m-auto w-[600px] max-w-[calc(100vw-2rem)] rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/50"
      // Esc closes it as the button does: recorded, so it does not come back on the next page
      onCancel={(event) => {
        event.preventDefault();
        formRef.current?.requestSubmit(formRef.current.querySelector('button') ?? undefined);
      }}
    >
      {body}
    </dialog>
  );
}
