// /profile/*: login required (account.md §6). The guard runs here for every profile page, and again
// in each page's own loader (loaders run in parallel: a layout cannot stop its children's).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, { context });
  return data(null, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function ProfileLayout() {
  return <Outlet />;
}
