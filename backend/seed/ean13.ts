// EAN-13: 12 data digits plus a check digit (weights 1,3 alternating from the left).
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * A barcode as an Italian manufacturer would have it: GS1 Italy prefix 80, a 5-digit company
 * number per brand, a 5-digit item number within the brand. Distinct (company, item) pairs give
 * distinct barcodes.
 */
export function italianEan13(company: number, item: number): string {
  if (company < 0 || company > 99999 || item < 0 || item > 99999) throw new Error('EAN-13 company/item out of range');
  const body = `80${String(company).padStart(5, '0')}${String(item).padStart(5, '0')}`;
  return body + ean13CheckDigit(body);
}
