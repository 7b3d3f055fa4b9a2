// The brand of a saved card, for its picture (shopping.md §5): the number patterns of the spec's
// list, tried in its order, on a number whose masked digits count as 1 ("4111 **** **** 1111" is
// a visa). A number no pattern knows shows as visa; no number at all shows the generic picture.

export const CARD_BRANDS = [
  'electron',
  'maestro',
  'dankort',
  'interpayment',
  'unionpay',
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'jcb',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// Order matters: the narrower prefixes (electron, maestro...) come before the broad ones they
// overlap (visa starts with 4, as electron does).
const PATTERNS: Record<CardBrand, RegExp> = {
  electron: /^(?:4026|417500|4405|4508|4844|4913|4917)\d+$/,
  maestro: /^(?:5018|5020|5038|5612|5893|6304|6759|6761|6762|6763|0604|6390)\d+$/,
  dankort: /^5019\d+$/,
  interpayment: /^636\d+$/,
  unionpay: /^(?:62|88)\d+$/,
  visa: /^4\d{12}(?:\d{3})?$/,
  mastercard: /^5[1-5]\d{14}$/,
  amex: /^3[47]\d{13}$/,
  diners: /^3(?:0[0-5]|[68]\d)\d{11}$/,
  discover: /^6(?:011|5\d{2})\d{12}$/,
  jcb: /^(?:2131|1800|35\d{3})\d{11}$/,
};

/** Digits only, with masked positions (*, x, X, •, #) read as 1. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[*xX•#]/g, '1').replace(/[\s-]/g, '');
}

/** The brand for a card number, 'visa' when no pattern matches, 'generic' without a number. */
export function cardBrand(number: string | null | undefined): CardBrand | 'generic' {
  const digits = normaliseCardNumber(number ?? '');
  if (!digits) return 'generic';
  if (!/^\d+$/.test(digits)) return 'visa';
  return CARD_BRANDS.find((brand) => PATTERNS[brand].test(digits)) ?? 'visa';
}
