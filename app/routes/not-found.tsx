import type { MetaFunction } from '@remix-run/node';
import { notFound } from '~/lib/failures.server';
import { errorMeta } from '~/lib/error-meta';

export function loader(): never {
  notFound();
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export default function NotFound() {
  return null;
}
