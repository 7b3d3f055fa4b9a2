// Which error page a failure gets, and its <title>, whichever route failed. The page itself
// (components/ErrorPage) loads only when an error shows, so what every page needs lives here.
import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import { tCommon as t } from '~/i18n/common';

export type ErrorKind = 'not-found' | 'service-down' | 'generic' | 'bad-request' | 'forbidden' | 'too-large';

/** The kind of page for an error Response's status. */
export function errorKind(status: number): ErrorKind {
  if (status === 404) return 'not-found';
  if (status === 503) return 'service-down';
  if (status === 403) return 'forbidden';
  if (status === 413) return 'too-large';
  if (status >= 400 && status < 500) return 'bad-request';
  return 'generic';
}

const TITLES = {
  'not-found': 'errors.notFoundTitle',
  'service-down': 'errors.serviceDownTitle',
  forbidden: 'errors.forbiddenTitle',
  'too-large': 'errors.tooLargeTitle',
  'bad-request': 'errors.badRequestTitle',
  generic: 'errors.genericTitle',
} as const satisfies Record<ErrorKind, string>;

export function errorMeta(error: unknown): MetaDescriptor[] {
  const kind = isRouteErrorResponse(error) ? errorKind(error.status) : 'generic';
  return [{ title: `${t(TITLES[kind])} | Spesa` }, { name: 'robots', content: 'noindex' }];
}
