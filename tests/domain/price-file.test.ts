// The daily price file (decision 064): CSV records, euros, and every rule a line must pass, each
// refusal naming its line and column.
import { describe, expect, it } from 'vitest';
import { formatPriceFileError, parseCsv, parseEuros, readPriceFile } from '../../domain/price-file';

const TODAY = '2026-11-28';
const HEADER = 'code,barcode,price,promo_price,promo_type,promo_from,promo_to,promo_selectable';

const errorsOf = (text: string) => readPriceFile(text, TODAY).errors.map(formatPriceFileError);

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, LF or CRLF, and a byte-order mark', () => {
    const { records, error } = parseCsv('\ufeffa,b\r\n"x, y","say ""hi""\nthere"\n,\nlast');
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 4, fields: ['', ''] },
      { line: 5, fields: ['last'] },
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote', () => {
    expect(parseCsv('a\n"open,b').error).toEqual({ line: 2, message: 'a quoted field is never closed' });
    expect(parseCsv('"a"b,c').error?.message).toMatch(/after a closing quote/);
  });
});

describe('parseEuros', () => {
  it('reads euros with a dot and at most two decimals, in whole cents', () => {
    expect(parseEuros('2.49')).toBe(249);
    expect(parseEuros('0.5')).toBe(50);
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('0.07')).toBe(7);
    expect(parseEuros('99999.99')).toBe(9_999_999);
    for (const bad of ['2,49', '2.499', '-1', '1e3', '', ' 2', '.5', '100000']) expect(parseEuros(bad), bad).toBeUndefined();
  });
});

describe('readPriceFile', () => {
  it('reads prices and promotions, keyed by code or barcode, skipping blank lines', () => {
    const text = [
      HEADER,
      '000123,,2.49,,,,,',
      '',
      ',8001234567890,3.99,2.99,TAGLIO_PREZZO,,2026-12-31,',
      ' 000124 , 8001234567891 , 10 , 7.00 , SCONTO , 2026-11-20 , 2026-11-28 , true ',
    ].join('\n');
    expect(readPriceFile(text, TODAY)).toEqual({
      errors: [],
      lines: [
        { line: 2, code: '000123', barcode: null, priceCents: 249, promotion: null },
        {
          line: 4,
          code: null,
          barcode: '8001234567890',
          priceCents: 399,
          promotion: { kind: 'cut', priceCents: 299, from: null, to: '2026-12-31', selectable: false },
        },
        {
          line: 5,
          code: '000124',
          barcode: '8001234567891',
          priceCents: 1000,
          promotion: { kind: 'percent', priceCents: 700, from: '2026-11-20', to: '2026-11-28', selectable: true },
        },
      ],
    });
  });

  it('takes the columns in any order, and only those it needs', () => {
    expect(readPriceFile('price,code\n1.99,000007\n', TODAY)).toEqual({
      errors: [],
      lines: [{ line: 2, code: '000007', barcode: null, priceCents: 199, promotion: null }],
    });
    // a day without changes: a header alone
    expect(readPriceFile(`${HEADER}\n`, TODAY)).toEqual({ errors: [], lines: [] });
  });

  it('refuses a header it cannot read', () => {
    expect(errorsOf('')).toEqual(['line 1: the file is empty: a header line is needed']);
    expect(errorsOf('code,prezzo,price,price\n1,2,3,4')).toEqual([
      'line 1: unknown column "prezzo" (columns: code, barcode, price, promo_price, promo_type, promo_from, promo_to, promo_selectable)',
      'line 1: column "price" appears twice',
    ]);
    expect(errorsOf('code,promo_price\n1,2')).toEqual(['line 1: the header has no "price" column']);
    expect(errorsOf('price\n2')).toEqual(['line 1: the header needs a "code" or a "barcode" column']);
  });

  it('lists every bad line, each error with its line and column', () => {
    const text = [
      HEADER,
      '000001,,2,49,,,,,',
      ',,2.49,,,,,',
      '000002,80012,2.49,,,,,',
      '000003,,0,,,,,',
      '000004,,2.49,,SCONTO,,,',
      '000005,,2.49,2.49,SCONTO,,2026-12-31,',
      '000006,,2.49,2.00,SOTTOCOSTO,,2026-12-31,',
      '000007,,2.49,2.00,SCONTO,2026-11-29,2026-12-31,',
      '000008,,2.49,2.00,SCONTO,,2026-11-27,',
      '000009,,2.49,2.00,SCONTO,2026-11-01,31/12/2026,si',
      '000010,,2.49,2.00,SCONTO,,,',
      '000011,,100.00,99.99,SCONTO,,2026-12-31,',
      '000012,,3.99,2.99,TAGLIO_PREZZO,,2026-12-31,',
    ].join('\n');
    const { lines, errors } = readPriceFile(text, TODAY);
    expect(errors.map(formatPriceFileError)).toEqual([
      'line 2: 9 fields where the header has 8',
      'line 3: neither a code nor a barcode names the product',
      'line 4, barcode: "80012" is not a barcode (8 to 14 digits)',
      'line 5, price: 0 is out of range (0.01 to 99999.99)',
      'line 6, promo_type: promo_type without a promo_price',
      'line 7, promo_price: 2.49 is not below the price 2.49',
      'line 8, promo_type: "SOTTOCOSTO" is not a promotion type (SCONTO or TAGLIO_PREZZO)',
      'line 9, promo_from: 2026-11-29 is after today (2026-11-28): a promotion starts when its file is loaded, so load it on its first day',
      'line 10, promo_to: 2026-11-27 is already past',
      'line 11, promo_to: "31/12/2026" is not a date like 2026-12-31',
      'line 11, promo_selectable: "si" is not true, false or empty',
      'line 12, promo_to: a promotion needs its last day',
      'line 13, promo_price: a SCONTO of less than 1 % would read "-0%"',
    ]);
    // the good line is read, but a caller refuses the file for the others
    expect(lines.map((l) => l.code)).toEqual(['000012']);
  });
});
