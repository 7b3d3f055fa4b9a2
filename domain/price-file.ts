// The daily price file of a chain (decision 064): CSV, one line per product whose price or
// promotion changed, keyed by the product's code or barcode. Read and checked here, every line,
// before anything is written: a file with one bad line is refused whole, with every error listed.
//
//   code,barcode,price,promo_price,promo_type,promo_from,promo_to,promo_selectable
//   000123,,2.49,,,,,
//   ,8001234567890,3.99,2.99,TAGLIO_PREZZO,,2026-12-31,
//
// A line states the product's price and promotion from the load on: `price` is the shelf price;
// with `promo_price` the product is on promotion (it pays promo_price, price is struck through)
// until the end of `promo_to`; without it, any promotion the product runs ends. Prices are euros
// with a dot and at most two decimals. Pure: the shop's day comes in as an argument.
import { isIsoDate } from './timeslots';
import { discountPercent, type PromotionKind } from './promotions';

export const PRICE_FILE_COLUMNS = [
  'code',
  'barcode',
  'price',
  'promo_price',
  'promo_type',
  'promo_from',
  'promo_to',
  'promo_selectable',
] as const;
type Column = (typeof PRICE_FILE_COLUMNS)[number];

/** promo_type as the wire names promotions (the product JSON's promoType) */
export const PROMO_TYPES: Record<string, Exclude<PromotionKind, 'underprice'>> = { SCONTO: 'percent', TAGLIO_PREZZO: 'cut' };

/** line: the file's line number (1 is the header); column when the error is one field's */
export type PriceFileError = { line: number; column?: Column; message: string };

export type PricePromotion = {
  kind: Exclude<PromotionKind, 'underprice'>;
  priceCents: number;
  /** the first day ('YYYY-MM-DD', Rome), or null: from the load */
  from: string | null;
  /** the last day ('YYYY-MM-DD', Rome) */
  to: string;
  selectable: boolean;
};

export type PriceLine = {
  line: number;
  code: string | null;
  barcode: string | null;
  priceCents: number;
  promotion: PricePromotion | null;
};

export const MAX_PRICE_CENTS = 9_999_999;

type CsvRecord = { line: number; fields: string[] };

/**
 * RFC 4180 records: comma-separated, fields in double quotes may hold commas, quotes ("") and line
 * breaks; LF or CRLF between records. Each record keeps the line number it starts on.
 */
export function parseCsv(text: string): { records: CsvRecord[]; error?: PriceFileError } {
  const records: CsvRecord[] = [];
  const endsField = (at: number) =>
    at >= text.length || text[at] === ',' || text[at] === '\n' || (text[at] === '\r' && text[at + 1] === '\n');
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote < 0) return { records, error: { line: start, message: 'a quoted field is never closed' } };
          const part = text.slice(i, quote);
          for (let n = part.indexOf('\n'); n >= 0; n = part.indexOf('\n', n + 1)) line++;
          field += part;
          i = quote + 1;
          if (text[i] !== '"') break;
          field += '"';
          i++;
        }
        if (!endsField(i))
          return { records, error: { line, message: 'text after a closing quote (a quote inside a field is written "")' } };
      } else {
        const from = i;
        while (!endsField(i)) i++;
        field = text.slice(from, i);
      }
      fields.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') {
        i++;
        line++;
      }
      break;
    }
    records.push({ line: start, fields });
  }
  return { records };
}

/** euros with a dot, at most two decimals ('2.49', '12', '0.5') → cents; undefined when not that */
export function parseEuros(text: string): number | undefined {
  const m = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Every line of a price file checked on its own (the products it names are the caller's to find).
 * today: the shop's day ('YYYY-MM-DD', Rome): promotions end on or after it and start on or before it.
 */
export function readPriceFile(text: string, today: string): { lines: PriceLine[]; errors: PriceFileError[] } {
  const { records, error } = parseCsv(text);
  const errors: PriceFileError[] = error ? [error] : [];
  const lines: PriceLine[] = [];
  const filled = records.filter((r) => r.fields.length > 1 || r.fields[0].trim() !== '');
  const [header, ...body] = filled;
  if (!header) return { lines, errors: [...errors, { line: 1, message: 'the file is empty: a header line is needed' }] };
  const names = header.fields.map((f) => f.trim());
  const at = new Map<string, number>();
  names.forEach((name, index) => {
    if (!(PRICE_FILE_COLUMNS as readonly string[]).includes(name))
      errors.push({ line: header.line, message: `unknown column "${name}" (columns: ${PRICE_FILE_COLUMNS.join(', ')})` });
    else if (at.has(name)) errors.push({ line: header.line, message: `column "${name}" appears twice` });
    else at.set(name, index);
  });
  if (!at.has('price')) errors.push({ line: header.line, message: 'the header has no "price" column' });
  if (!at.has('code') && !at.has('barcode')) errors.push({ line: header.line, message: 'the header needs a "code" or a "barcode" column' });
  if (errors.length) return { lines, errors };

  for (const record of body) {
    const own: PriceFileError[] = [];
    if (record.fields.length !== names.length) {
      errors.push({ line: record.line, message: `${record.fields.length} fields where the header has ${names.length}` });
      continue;
    }
    const get = (column: Column) => (at.has(column) ? record.fields[at.get(column)!].trim() : '');
    const fail = (column: Column, message: string) => own.push({ line: record.line, column, message });
    const money = (column: Column): number | undefined => {
      const text = get(column);
      const cents = parseEuros(text);
      if (cents === undefined) fail(column, `"${text}" is not a price in euros like 2.49`);
      else if (cents <= 0 || cents > MAX_PRICE_CENTS) fail(column, `${text} is out of range (0.01 to ${MAX_PRICE_CENTS / 100})`);
      else return cents;
      return undefined;
    };

    const code = get('code') || null;
    const barcode = get('barcode') || null;
    if (!code && !barcode) own.push({ line: record.line, message: 'neither a code nor a barcode names the product' });
    if (barcode && !/^\d{8,14}$/.test(barcode)) fail('barcode', `"${barcode}" is not a barcode (8 to 14 digits)`);
    const priceCents = money('price');

    let promotion: PricePromotion | null = null;
    const promoFields = (['promo_type', 'promo_from', 'promo_to', 'promo_selectable'] as const).filter((c) => get(c) !== '');
    if (get('promo_price') === '') {
      for (const c of promoFields) fail(c, `${c} without a promo_price`);
    } else {
      const promoCents = money('promo_price');
      const typeText = get('promo_type');
      const kind = PROMO_TYPES[typeText];
      if (!kind) fail('promo_type', `"${typeText}" is not a promotion type (${Object.keys(PROMO_TYPES).join(' or ')})`);
      const from = get('promo_from') || null;
      const to = get('promo_to');
      if (from !== null && !isIsoDate(from)) fail('promo_from', `"${from}" is not a date like 2026-12-01`);
      else if (from !== null && from > today)
        fail('promo_from', `${from} is after today (${today}): a promotion starts when its file is loaded, so load it on its first day`);
      if (!isIsoDate(to)) fail('promo_to', to ? `"${to}" is not a date like 2026-12-31` : 'a promotion needs its last day');
      // from ≤ today ≤ to: a promotion that passes both checks cannot end before it starts
      else if (to < today) fail('promo_to', `${to} is already past`);
      const selectableText = get('promo_selectable');
      if (!['', 'true', 'false'].includes(selectableText)) fail('promo_selectable', `"${selectableText}" is not true, false or empty`);
      if (priceCents !== undefined && promoCents !== undefined) {
        if (promoCents >= priceCents) fail('promo_price', `${get('promo_price')} is not below the price ${get('price')}`);
        else if (kind === 'percent' && discountPercent(priceCents, promoCents) < 1)
          fail('promo_price', 'a SCONTO of less than 1 % would read "-0%"');
      }
      if (kind && promoCents !== undefined) promotion = { kind, priceCents: promoCents, from, to, selectable: selectableText === 'true' };
    }
    if (own.length || priceCents === undefined) {
      errors.push(...own);
      continue;
    }
    lines.push({ line: record.line, code, barcode, priceCents, promotion });
  }
  return { lines, errors };
}

export function formatPriceFileError(e: PriceFileError): string {
  return `line ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.message}`;
}
