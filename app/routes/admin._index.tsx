// /admin itself: the staff's tools are listed on the userboard.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getShopper, goTo } from '~/lib/shopper.server';
import { STAFF_ENTRY } from '~/lib/staff.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  throw await goTo(await getShopper(request, context), STAFF_ENTRY);
}
