// The checkout's one form (shopping.md §5): the substitution choice, the comment and the invoice as
// the action reads them, and the amount the card holds by those choices (§9: 15% more on the lines
// whose price may still change).
import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod';
import { acceptsSubstitute, buySchema, giftCodeSchema, heldAmount, readCheckoutForm } from '~/routes/checkout/forms';

const posted = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** The fields as posted (a FormData's entries, as conform's payload has them). */
const form = (fields: Record<string, string>) => ({ ...fields });

describe('the checkout form', () => {
  it('reads the substitutions for the whole order or item by item', () => {
    const { values } = readCheckoutForm(
      form({ substitutions: 'each', accept_12: 'true', accept_x: 'true', accept_0: 'true', accept_13: 'no' }),
    );
    expect(values.accepted).toEqual([12]);
    expect(acceptsSubstitute(values, 12)).toBe(true);
    expect(acceptsSubstitute(values, 13)).toBe(false);
    expect(acceptsSubstitute({ ...values, substitutions: 'all' }, 13)).toBe(true);
    expect(acceptsSubstitute({ ...values, substitutions: 'none' }, 12)).toBe(false);
    expect(readCheckoutForm(form({ substitutions: 'maybe' })).values.substitutions).toBe('each');
  });

  it('checks the invoice only when one is asked for, and keeps what was typed', () => {
    const typed = { invoice_personType: 'company', invoice_companyName: ' Rossi S.r.l. ', invoice_sdi: 'ab12' };
    expect(readCheckoutForm(form(typed)).errors).toEqual({});
    const { values, errors } = readCheckoutForm(form({ ...typed, need_invoice: 'true' }));
    expect(errors).toMatchObject({ sdi: 'Codice SDI non valido', vatNumber: 'Campo obbligatorio', city: 'Campo obbligatorio' });
    expect(values.invoice).toMatchObject({ companyName: 'Rossi S.r.l.', sdi: 'AB12' });
    expect(readCheckoutForm(form({ order_comment: 'x'.repeat(501) })).errors).toEqual({ orderComment: 'Lunghezza massima 500 caratteri' });
    // a comment keeps its lines, not a bell or a direction override; an invoice field is one line
    expect(readCheckoutForm(form({ order_comment: 'Citofono rotto,\r\nchiamare' })).errors).toEqual({});
    expect(readCheckoutForm(form({ order_comment: 'x\u0007\u202ey' })).errors).toEqual({ orderComment: 'Contiene caratteri non validi' });
    expect(readCheckoutForm(form({ ...typed, need_invoice: 'true', invoice_companyName: 'Rossi\r\nS.r.l.' })).errors.companyName).toBe(
      'Contiene caratteri non validi',
    );
  });

  it('holds 15% more on the lines sold by weight or that accept a substitute', () => {
    const view = {
      total: 100,
      lines: [
        { itemId: 1, total: 40, variableWeight: false },
        { itemId: 2, total: 20, variableWeight: true },
        { itemId: 3, total: 40, variableWeight: false },
      ],
    };
    expect(heldAmount(view, () => false)).toBe(103);
    expect(heldAmount(view, (id) => id === 1)).toBe(109);
    expect(heldAmount(view, () => true)).toBe(115);
  });

  it('reads the payment type chosen, the card when none or a garbled one is posted', () => {
    expect(readCheckoutForm(form({ payment_type_id: '10' })).values.paymentTypeId).toBe(10);
    expect(readCheckoutForm(form({})).values.paymentTypeId).toBe(12);
    for (const bad of ['abc', '-1', '1e3', '12345678', ' 10']) {
      expect(readCheckoutForm(form({ payment_type_id: bad })).values.paymentTypeId, bad).toBe(12);
    }
  });

  it('says the most an order paid at the store may come to: 5% over its total (type 10)', () => {
    const view = { total: 100, lines: [{ itemId: 1, total: 100, variableWeight: true }] };
    expect(heldAmount(view, () => false, 10)).toBe(105);
    // cash to the driver keeps no margin
    expect(heldAmount(view, () => false, 1)).toBe(100);
  });

  it('is read by its schema: the values typed, or each problem under its field and no value', () => {
    const key = 'k'.repeat(20);
    const ok = parseWithZod(posted({ intent: 'buy', checkout_key: key, substitutions: 'all', payment_type_id: '10' }), {
      schema: buySchema,
    });
    expect(ok.status).toBe('success');
    if (ok.status === 'success') expect(ok.value).toMatchObject({ checkoutKey: key, substitutions: 'all', paymentTypeId: 10 });
    const bad = parseWithZod(
      posted({ intent: 'buy', checkout_key: key, need_invoice: 'true', invoice_personType: 'company', invoice_sdi: 'ab12' }),
      {
        schema: buySchema,
      },
    );
    expect(bad.status).toBe('error');
    expect(bad.status === 'error' && bad.error).toMatchObject({ sdi: ['Codice SDI non valido'], vatNumber: ['Campo obbligatorio'] });
    const keyless = parseWithZod(posted({ intent: 'buy' }), { schema: buySchema });
    expect(keyless.status === 'error' && Object.keys(keyless.error ?? {})).toEqual(['checkout_key']);
  });

  it('reads a gift code trimmed, and says an empty or a malformed one under its field', () => {
    const code = (typed: string) => parseWithZod(posted({ intent: 'gift-add', code: typed }), { schema: giftCodeSchema });
    const ok = code('  SCONTO10 ');
    expect(ok.status === 'success' && ok.value.code).toBe('SCONTO10');
    const empty = code('');
    expect(empty.status !== 'success' && empty.error).toEqual({ code: ['Scrivi il codice sconto.'] });
    expect(code('a b').status).toBe('error');
  });
});
