// Payment types and the amounts tied to them (shopping.md §9, account.md §9). Amounts in integer
// cents, as the backend keeps them; percentages are rounded to the cent, half away from zero.

/** The payment types the spec names with a rule of their own. */
export const PAYMENT_TYPE = { cashOnDelivery: 10, card: 12, cardOther: 13, wallet: 22, walletOther: 27 } as const;

/** Card 12 is the type offered first. */
export const DEFAULT_PAYMENT_TYPE_ID = PAYMENT_TYPE.card;

/** Types paid with a saved authorisation (a card or wallet registered with the provider). */
export const PAYMENT_TYPES_NEEDING_AUTH: readonly number[] = [12, 22, 27];

/** Types paid on the provider's page (or with a saved method) when the order is made, not at delivery. */
export function paidOnline(paymentTypeId: number): boolean {
  return ([12, 13, 22, 27] as number[]).includes(paymentTypeId);
}

/**
 * Paying when the shopping is handed over: cash to the driver at home (1), at the counter when
 * collecting at the store (10). A locker has nobody to pay, so it is card only.
 */
const PAID_AT_HANDOVER: Readonly<Record<number, number>> = { 1: 10, 2: 1 };

/** The types the checkout offers for a service, the card first (the default). */
export function checkoutPaymentTypes(serviceId: number | null | undefined): number[] {
  const atHandover = serviceId ? PAID_AT_HANDOVER[serviceId] : undefined;
  return atHandover === undefined ? [DEFAULT_PAYMENT_TYPE_ID] : [DEFAULT_PAYMENT_TYPE_ID, atHandover];
}

/**
 * Whether an order of this service may be paid with this type: any online type (a card, or a wallet
 * through its saved authorisation), or the service's own way of paying at handover.
 */
export function payableWith(serviceId: number | null | undefined, paymentTypeId: number): boolean {
  return paidOnline(paymentTypeId) || (serviceId ? PAID_AT_HANDOVER[serviceId] === paymentTypeId : false);
}

export function needsAuthorisation(paymentTypeId: number): boolean {
  return PAYMENT_TYPES_NEEDING_AUTH.includes(paymentTypeId);
}

/**
 * The test amount charged, then reversed, when a payment method is saved: 1.01 EUR for type 12,
 * nothing for 22 and 27. Undefined for types that save no method.
 */
const PREBILLED_CENTS: Readonly<Record<number, number>> = { 12: 101, 22: 0, 27: 0 };

export function prebilledCents(paymentTypeId: number): number | undefined {
  return PREBILLED_CENTS[paymentTypeId];
}

/** What one cart line brings to the pre-authorised amount. */
export interface PreAuthLine {
  grossCents: number;
  /** sold by weight: the picked weight, hence the price, may differ from the ordered one */
  variableWeight: boolean;
  /** the customer accepts a substitute, which may cost more */
  acceptAlternatives: boolean;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** The margin types 12, 13, 22 and 27 reserve: 15% on the lines whose price may still change. */
export const UNCERTAIN_LINES_PERCENT = 15;
/** Type 10 reserves 5% of the whole cart; an existing order (pay again) 5% of its total. */
const WHOLE_TOTAL_PERCENT = 5;

/**
 * The amount the provider is asked to hold for a cart or an order: its total plus the margin for
 * what the picking may change (spec §9). Types with no rule hold the total as it is.
 */
export function preAuthorisedCents(input: {
  paymentTypeId: number;
  totalCents: number;
  lines: readonly PreAuthLine[];
  /** paying an order already placed (pay again, modify) rather than a cart */
  forOrder?: boolean;
}): number {
  const total = Math.max(0, input.totalCents);
  return total + preAuthorisedMarginCents(input);
}

/** The margin alone, for the explanation next to the amount. */
export function preAuthorisedMarginCents(input: {
  paymentTypeId: number;
  totalCents: number;
  lines: readonly PreAuthLine[];
  forOrder?: boolean;
}): number {
  const total = Math.max(0, input.totalCents);
  if (input.forOrder) return percentOf(total, WHOLE_TOTAL_PERCENT);
  if (input.paymentTypeId === PAYMENT_TYPE.cashOnDelivery) return percentOf(total, WHOLE_TOTAL_PERCENT);
  if (([12, 13, 22, 27] as number[]).includes(input.paymentTypeId)) {
    const uncertain = input.lines
      .filter((line) => line.variableWeight || line.acceptAlternatives)
      .reduce((sum, line) => sum + Math.max(0, line.grossCents), 0);
    return percentOf(uncertain, UNCERTAIN_LINES_PERCENT);
  }
  return 0;
}
