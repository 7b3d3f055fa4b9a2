// Any unknown path: the 404 page inside the shell, with HTTP 404 (not the home: a search engine
// must not index every typo as a copy of the home page). See docs/decisions/005-catalogue-wire-and-routes.md.
import type { MetaFunction } from '@remix-run/node';
import { notFound } from '~/lib/failures.server';
import { errorMeta } from '~/lib/error-meta';

export function loader(): never {
  notFound();
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export default function Unknown() {
  return null;
}
