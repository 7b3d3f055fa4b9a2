// The cookie centre (account.md §2; issue 27 §2; decision 059): technical cookies always on, analytic
// and profiling ones only when ticked; "Accetta tutto", "Rifiuta tutto", "Salva ed esci". A plain
// POST form to /cookie, the same with and without JS: its answer is a new document, in which the
// scripts of the categories just allowed load (and nothing of those refused). Without JS the shell
// renders it as a section at the top of the page; with JS the same markup in a modal <dialog>.
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { COOKIE_INTENT, type ConsentCategories } from '~/lib/cookie-consent';
import { LEGAL_PAGES } from '~/lib/links';
import { tCookies as t } from '~/i18n/cookies';
import { useHydratedModal } from './use-hydrated-modal';

export type CookieChoice = Pick<ConsentCategories, 'analytics' | 'profiling'>;

const OPTIONAL = ['analytics', 'profiling'] as const;

export function CookieForm({ granted, redirectTo, idPrefix }: { granted: CookieChoice; redirectTo: string; idPrefix: string }) {
  return (
    <form method="post" action="/cookie" className="flex flex-col gap-4">
      <AuthenticityTokenInput />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t('categories')}</legend>
        <div className="flex items-start gap-3">
          {/* disabled: never sent, always on */}
          <input
            id={`${idPrefix}-technical`}
            type="checkbox"
            checked
            disabled
            readOnly
            aria-describedby={`${idPrefix}-technical-text`}
            className="mt-1 h-5 w-5"
          />
          <div>
            <label htmlFor={`${idPrefix}-technical`} className="font-medium">
              {t('technical.label')}
            </label>
            <p id={`${idPrefix}-technical-text`} className="text-sm text-neutral-700">
              {t('technical.text')}
            </p>
          </div>
        </div>
        {OPTIONAL.map((category) => (
          <div key={category} className="flex items-start gap-3">
            <input
              id={`${idPrefix}-${category}`}
              type="checkbox"
              name={category}
              defaultChecked={granted[category]}
              aria-describedby={`${idPrefix}-${category}-text`}
              className="mt-1 h-5 w-5"
            />
            <div>
              <label htmlFor={`${idPrefix}-${category}`} className="font-medium">
                {t(`${category}.label`)}
              </label>
              <p id={`${idPrefix}-${category}-text`} className="text-sm text-neutral-700">
                {t(`${category}.text`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {/* accepting and refusing side by side, the same weight (Garante, cookie guidelines 2021) */}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value={COOKIE_INTENT.acceptAll} className="btn-primary min-h-11">
          {t('acceptAll')}
        </button>
        <button type="submit" name="intent" value={COOKIE_INTENT.rejectAll} className="btn-primary min-h-11">
          {t('rejectAll')}
        </button>
        <button type="submit" name="intent" value={COOKIE_INTENT.save} className="btn-outline min-h-11">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

type CentreProps = {
  granted: CookieChoice;
  redirectTo: string;
  /** opened from the footer over a choice already made: Esc closes it and nothing changes */
  onClose?: () => void;
};

export function CookieCentre({ granted, redirectTo, onClose }: CentreProps) {
  const { hydrated, dialogRef } = useHydratedModal();

  const body = (
    <>
      <h2 id="cookie-centre-title" className="mb-2 text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mb-2">{t('intro')}</p>
      <p className="mb-4">
        <a href={LEGAL_PAGES.cookies} className="text-secondary underline">
          {t('policy')}
        </a>
      </p>
      <CookieForm granted={granted} redirectTo={redirectTo} idPrefix="cookie-centre" />
    </>
  );

  if (!hydrated) {
    return (
      <section
        aria-labelledby="cookie-centre-title"
        className="mx-auto mb-6 max-w-[750px] rounded-lg border-2 border-secondary bg-white p-6 shadow"
      >
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="cookie-centre-title"
      className="m-auto w-[750px] max-w-[calc(100vw-2rem)] rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/50"
      // a first visit must choose (the buttons are in the dialog); a reopened centre closes as it was
      onCancel={(event) => {
        if (!onClose) event.preventDefault();
      }}
      onClose={onClose}
    >
      {body}
    </dialog>
  );
}
