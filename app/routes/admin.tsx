// The admin routes' layout (account.md §2: admin routes, meta isAdmin, need a single-sign-on user;
// others are sent to the userboard; decision 054). Its loader is the gate: a page under /admin is
// shown only to a staff member the backend confirms. To add a page: a route file `admin.<name>.tsx`
// (or folder) whose loader calls `requireStaff(request, context, [roles])` for its own role check,
// and a line in STAFF_TOOLS (app/lib/staff.server.ts) so the userboard lists it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { Link } from '~/lib/link';
import { tStaff as t } from '~/i18n/staff';
import { routeHeaders } from '~/lib/headers';
import { respond } from '~/lib/shopper.server';
import { STAFF_ENTRY } from '~/lib/staff-paths';
import { requireStaff } from '~/lib/staff.server';

export const headers = routeHeaders;

export const handle = { isAdmin: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper, staff } = await requireStaff(request, context);
  return respond(shopper, { name: `${staff.firstName} ${staff.lastName}` });
}

export default function AdminLayout() {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('board.title')} className="text-sm">
        <Link to={STAFF_ENTRY} className="inline-flex min-h-11 items-center underline">
          {t('board.title')}
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}
