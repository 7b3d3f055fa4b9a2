// /profile/*: login required (account.md §6). The guard runs here for every profile page, and again
// in each page's own loader (loaders run in parallel: a layout cannot stop its children's).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { ProfileMenu } from '~/components/account/ProfileMenu';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, { context });
  return null;
}

export default function ProfileLayout() {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
      <ProfileMenu />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
