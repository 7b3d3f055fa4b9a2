// The steps the shopping gate asks for before a product goes in the cart (shopping.md §4): login,
// then a service and address, then a slot. One table: the backend's refusal code of each step and
// the page that takes it, read by the cart's add, the pending add, a list's or an order's "add all",
// and failure().
export type GateStep = 'login' | 'address' | 'timeslot';

export const GATES: Record<GateStep, { code: string; path: string }> = {
  login: { code: 'error.cart.notLogged', path: '/login' },
  address: { code: 'error.cart.noAddress', path: '/cart/address' },
  timeslot: { code: 'error.cart.noTimeslot', path: '/cart/timeslot' },
};

export const ADDRESS_PATH = GATES.address.path;
export const SLOT_PATH = GATES.timeslot.path;

const STEPS = Object.keys(GATES) as GateStep[];

/** The step a refusal's codes ask for, when one of them is a gate's. */
export function gateOf(codes: ReadonlyArray<string | null | undefined>): GateStep | undefined {
  return STEPS.find((step) => codes.includes(GATES[step].code));
}

/** `path` with `?redirectTo=` (or `&redirectTo=`), nothing for the home page. */
export function withRedirect(path: string, redirectTo: string): string {
  if (redirectTo === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** The page of a step, coming back to `back` afterwards. */
export function gateUrl(step: GateStep, back: string): string {
  return withRedirect(GATES[step].path, back);
}
