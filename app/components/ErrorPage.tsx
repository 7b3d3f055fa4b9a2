// The error pages of the spec, inside the shell: 404 'Pagina non Trovata', service down, generic; and
// the shopper's own bad requests (400/405/415, 403 refused form, 413 too large), which retrying cannot fix.
import { Form } from '@remix-run/react';
import { Link } from '~/lib/link';
import { tCommon as t } from '~/i18n/common';
import type { ErrorKind } from '~/lib/error-meta';

const REFUSED = {
  'bad-request': ['errors.badRequestTitle', 'errors.badRequestText'],
  forbidden: ['errors.forbiddenTitle', 'errors.forbiddenText'],
  'too-large': ['errors.tooLargeTitle', 'errors.tooLargeText'],
} as const;

export function ErrorPage({ kind }: { kind: ErrorKind }) {
  if (kind === 'not-found') {
    return (
      <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="error-title">
        <h1 id="error-title" className="mb-4 text-3xl font-bold">
          {t('errors.notFoundTitle')}
        </h1>
        <p className="mb-6">{t('errors.notFoundText')}</p>
        <p className="mb-6">
          <Link to="/" className="btn-primary">
            {t('errors.notFoundHome')}
          </Link>
        </p>
        <Form method="get" action="/search" className="mx-auto flex max-w-sm gap-2">
          <label htmlFor="notfound-search" className="sr-only">
            {t('errors.notFoundSearch')}
          </label>
          <input id="notfound-search" name="q" type="search" className="input" placeholder={t('errors.notFoundSearch')} />
          <button type="submit" className="btn-secondary">
            {t('header.searchSubmit')}
          </button>
        </Form>
      </section>
    );
  }
  if (kind === 'bad-request' || kind === 'forbidden' || kind === 'too-large') {
    const [title, text] = REFUSED[kind];
    return (
      <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="error-title">
        <h1 id="error-title" className="mb-4 text-3xl font-bold">
          {t(title)}
        </h1>
        <p className="mb-6">{t(text)}</p>
        <Link to="/" className="btn-primary">
          {t('errors.notFoundHome')}
        </Link>
      </section>
    );
  }
  const title = kind === 'service-down' ? t('errors.serviceDownTitle') : t('errors.genericTitle');
  const text = kind === 'service-down' ? t('errors.serviceDownText') : t('errors.genericText');
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="mb-4 text-3xl font-bold">
        {title}
      </h1>
      <p className="mb-6">{text}</p>
      <a href="" className="btn-primary">
        {t('errors.serviceDownRetry')}
      </a>
    </section>
  );
}
