// The <title> of an error page, whichever route failed.
import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import common from '~/locales/it/common.json';

export function errorMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404)
    return [{ title: `${common.errors.notFoundTitle} | Spesa` }, { name: 'robots', content: 'noindex' }];
  if (isRouteErrorResponse(error) && error.status === 503)
    return [{ title: `${common.errors.serviceDownTitle} | Spesa` }, { name: 'robots', content: 'noindex' }];
  return [{ title: `${common.errors.genericTitle} | Spesa` }, { name: 'robots', content: 'noindex' }];
}
