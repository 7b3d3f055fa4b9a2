import type { MetaFunction } from '@remix-run/node';
import { errorMeta } from '~/lib/error-meta';
import { tErrors as t } from '~/i18n/errors';
import { resourceBody } from '~/lib/response-headers.server';

export function loader(): never {
  throw resourceBody(t('generic'), { status: 503, headers: { 'Retry-After': '60' } });
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export default function ServiceDown() {
  return null;
}
