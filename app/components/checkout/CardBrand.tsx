// A saved card's picture (shopping.md §5 card brands): a small badge in the brand's colours with its
// name, drawn inline (no picture to load); 'generic' for a method without a number.
const BRANDS: Record<string, { label: string; bg: string; fg: string }> = {
  visa: { label: 'VISA', bg: '#1a1f71', fg: '#ffffff' },
  electron: { label: 'Visa Electron', bg: '#1a1f71', fg: '#ffffff' },
  mastercard: { label: 'Mastercard', bg: '#231f20', fg: '#ffffff' },
  maestro: { label: 'Maestro', bg: '#0b3b8c', fg: '#ffffff' },
  amex: { label: 'American Express', bg: '#006fcf', fg: '#ffffff' },
  diners: { label: 'Diners Club', bg: '#004a97', fg: '#ffffff' },
  discover: { label: 'Discover', bg: '#3d3d3d', fg: '#ffffff' },
  jcb: { label: 'JCB', bg: '#0b4ea2', fg: '#ffffff' },
  unionpay: { label: 'UnionPay', bg: '#c8102e', fg: '#ffffff' },
  dankort: { label: 'Dankort', bg: '#c8102e', fg: '#ffffff' },
  interpayment: { label: 'InterPayment', bg: '#3d3d3d', fg: '#ffffff' },
  generic: { label: 'Carta', bg: '#4b5563', fg: '#ffffff' },
};

export function cardBrandLabel(brand: string | undefined) {
  return (BRANDS[brand ?? 'generic'] ?? BRANDS.generic).label;
}

export function CardBrand({ brand }: { brand: string | undefined }) {
  const { label, bg, fg } = BRANDS[brand ?? 'generic'] ?? BRANDS.generic;
  return (
    <span
      className="inline-flex h-8 min-w-14 items-center justify-center rounded px-2 text-xs font-bold"
      style={{ backgroundColor: bg, color: fg }}
    >
      {label}
    </span>
  );
}
