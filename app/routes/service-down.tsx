import type { MetaFunction } from '@remix-run/node';
import { errorMeta } from '~/lib/error-meta';
import errors from '~/locales/it/errors.json';

export function loader(): never {
  throw new Response(errors.generic, { status: 503, headers: { 'Retry-After': '60' } });
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export default function ServiceDown() {
  return null;
}
