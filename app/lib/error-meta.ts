// The <title> of an error page, whichever route failed.
import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import { tCommon as t } from '~/i18n/common';

export function errorMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404)
    return [{ title: `${t('errors.notFoundTitle')} | Spesa` }, { name: 'robots', content: 'noindex' }];
  if (isRouteErrorResponse(error) && error.status === 503)
    return [{ title: `${t('errors.serviceDownTitle')} | Spesa` }, { name: 'robots', content: 'noindex' }];
  if (isRouteErrorResponse(error) && error.status === 403)
    return [{ title: `${t('errors.forbiddenTitle')} | Spesa` }, { name: 'robots', content: 'noindex' }];
  if (isRouteErrorResponse(error) && error.status === 413)
    return [{ title: `${t('errors.tooLargeTitle')} | Spesa` }, { name: 'robots', content: 'noindex' }];
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500)
    return [{ title: `${t('errors.badRequestTitle')} | Spesa` }, { name: 'robots', content: 'noindex' }];
  return [{ title: `${t('errors.genericTitle')} | Spesa` }, { name: 'robots', content: 'noindex' }];
}
