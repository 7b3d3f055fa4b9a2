import type { MetaFunction } from '@remix-run/node';
import { errorMeta } from '~/lib/error-meta';
import { tErrors as t } from '~/i18n/errors';

export function loader(): never {
  throw new Response(t('generic'), { status: 503, headers: { 'Retry-After': '60' } });
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export default function ServiceDown() {
  return null;
}
