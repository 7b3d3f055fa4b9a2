// The staff's side of the storefront (decision 054): who signed on (kept in the cookie session for
// the shell, confirmed with the backend by every /admin page), the guard of /admin, and acting for
// a customer, when the cookie session holds the customer as its user so that the whole shop (cart,
// slot, checkout, orders) works for them unchanged.
import { currentStaff } from '~/ebsn/staff.server';
import type { SsoUser } from '~/ebsn/staff-schemas';
import { SessionExpiredError } from '~/ebsn/errors';
import { tStaff as t } from '~/i18n/staff';
import { csrf } from './security.server';
import type { StaffSession } from './session.server';
import { failure } from './failures.server';
import { flashMessage, forgetShopper, getShopper, goTo, replaceSession, type Shopper } from './shopper.server';
import { STAFF_ENTRY } from './staff-paths';

export { STAFF_ENTRY };

export type StaffRole = 'picker' | 'store-manager' | 'customer-care';

/**
 * The tools of the userboard, by role (a tool shows when the staff member holds any of its roles).
 * A new staff page under /admin adds its line here.
 */
export const STAFF_TOOLS: Array<{ path: string; roles: StaffRole[]; label: string; description: string }> = [
  { path: '/admin/clienti', roles: ['customer-care'], label: 'tools.customers', description: 'tools.customersHelp' },
  { path: '/admin/registro', roles: ['store-manager'], label: 'tools.audit', description: 'tools.auditHelp' },
  { path: '/admin/preparazione', roles: ['picker', 'store-manager'], label: 'tools.picking', description: 'tools.pickingHelp' },
];

export const hasAnyRole = (staff: Pick<StaffSession, 'roles'>, roles: readonly string[]) => roles.some((r) => staff.roles.includes(r));

export function staffOf(shopper: Shopper): StaffSession | undefined {
  return shopper.session.get('staff');
}

/** After sign-on: a new cookie session (nothing of a customer's before it), the staff token, a new CSRF token. */
export async function startStaffSession(shopper: Shopper, user: SsoUser): Promise<void> {
  const { api } = shopper;
  const session = await replaceSession(shopper);
  session.set('remember', false);
  session.set('staff', { username: user.username, firstName: user.firstName, lastName: user.lastName, roles: user.roles });
  const token = api.issuedToken ?? api.token;
  if (token) session.set('ebsnToken', token);
  const [, csrfCookie] = await csrf.commitToken();
  if (csrfCookie) shopper.cookies.push(csrfCookie);
}

/** From now on the shop's pages are the customer's: the cookie session's user is them. */
export function startActing(shopper: Shopper, customer: { userId: number; firstName?: string | null; lastName?: string | null }) {
  const { session } = shopper;
  session.set('userId', customer.userId);
  session.set('firstName', customer.firstName ?? '');
  session.set('actingFor', { userId: customer.userId, name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') });
  session.unset('pendingAdd');
  session.unset('consentsPending');
  shopper.loggedIn = true;
}

export function stopActing(shopper: Shopper) {
  const { session } = shopper;
  for (const key of ['userId', 'firstName', 'actingFor', 'pendingAdd', 'consentsPending'] as const) session.unset(key);
  shopper.loggedIn = false;
}

/** The staff member is signed on no more (the backend ended it): back to the userboard, told why. */
async function staffGone(shopper: Shopper): Promise<never> {
  forgetShopper(shopper);
  flashMessage(shopper, { level: 'error', text: t('signOn.ended') });
  throw await goTo(shopper, STAFF_ENTRY);
}

/**
 * The guard of /admin (account.md §2: admin routes need a single-sign-on user, others go to the
 * userboard). The backend confirms the staff session on every admin page; with `roles`, one of them
 * is needed too.
 */
export async function requireStaff(request: Request, context: object, roles?: readonly StaffRole[]) {
  const shopper = await getShopper(request, context);
  if (!staffOf(shopper)) throw await goTo(shopper, STAFF_ENTRY);
  let confirmed: SsoUser | undefined;
  try {
    confirmed = await currentStaff(shopper.api);
  } catch (error) {
    if (error instanceof SessionExpiredError) return staffGone(shopper);
    return failure(error, request, shopper);
  }
  if (!confirmed) return staffGone(shopper);
  if (roles && !hasAnyRole(confirmed, roles)) {
    flashMessage(shopper, { level: 'error', text: t('forbidden') });
    throw await goTo(shopper, STAFF_ENTRY);
  }
  return { shopper, staff: confirmed };
}
