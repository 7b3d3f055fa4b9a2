// Delivery services and the money rules tied to them (shopping.md §1, §5, §9; account.md §9).
// Amounts in integer cents, as the backend keeps them.

export const SERVICE = { drive: 1, home: 2, locker: 4 } as const;
export type ServiceId = (typeof SERVICE)[keyof typeof SERVICE];

/** Address types: 2 home, 3 pickup (Drive at a store), 4 boat stop, 5 locker. */
export const ADDRESS_TYPE = { home: 2, pickup: 3, boat: 4, locker: 5 } as const;

/** Minimum spend per service: 50.00 (1), 90.00 (2), 30.00 (4 and 10002). */
export const MINIMUM_SPEND_CENTS: Readonly<Record<number, number>> = { 1: 5000, 2: 9000, 4: 3000, 10002: 3000 };

export function minimumSpendCents(serviceId: number | null | undefined): number {
  return serviceId ? (MINIMUM_SPEND_CENTS[serviceId] ?? 0) : 0;
}

/** What is still missing to reach the service's minimum spend (0 when reached). */
export function missingForMinimumCents(serviceId: number | null | undefined, goodsCents: number): number {
  return Math.max(0, minimumSpendCents(serviceId) - Math.max(0, goodsCents));
}

/** The delivery fee and its widget apply only to home delivery. */
export function hasDeliveryFee(serviceId: number | null | undefined): boolean {
  return serviceId === SERVICE.home;
}

/** The fee hint shows when the goods are within 15 (euros) of the next cheaper band. */
export const FEE_HINT_WINDOW_CENTS = 1500;

/**
 * Progress towards the next cheaper band, 0..100, when within the window: (15 - remaining) / 15 * 100.
 * Undefined when there is no cheaper band or it is further than the window.
 */
export function feeHintProgress(remainingCents: number | null | undefined): number | undefined {
  if (remainingCents == null || remainingCents <= 0 || remainingCents > FEE_HINT_WINDOW_CENTS) return undefined;
  return Math.round(((FEE_HINT_WINDOW_CENTS - remainingCents) / FEE_HINT_WINDOW_CENTS) * 10000) / 100;
}
