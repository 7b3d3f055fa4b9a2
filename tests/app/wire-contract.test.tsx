// The storefront's side of ebsn-wire.md "What public clients rely on": its schemas take the answers
// live shops send (keys left out, not null), and the nutrition table a shop sends is shown as text in
// the page's own accessible table.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from '~/components/catalog/Price';
import { ProductFacts } from '~/components/catalog/ProductFacts';
import { loginDataSchema } from '~/ebsn/account-schemas';
import { listWarehouses } from '~/ebsn/catalog.server';
import { createApiContext } from '~/ebsn/client.server';
import { productSchema, warehouseSchema } from '~/ebsn/schemas';
import { auditListSchema } from '~/ebsn/staff-schemas';
import { nutritionTable } from '~/lib/nutrition.server';
import { products } from '../mocks/catalog';
import { useMsw } from './msw';

useMsw();

describe('wire schemas', () => {
  it('take an audit without outcomes (a server that records only what was done) as done, and ours with theirs', () => {
    const page = { selPage: 1, totPages: 1, totItems: 2, itemsPerPage: 20 };
    const entry = { auditId: 1, date: '2026-11-27T10:00:00.000Z', action: 'cart/add', staffName: 'Chiara M.' };
    const parsed = auditListSchema.parse({ entries: [entry, { ...entry, auditId: 2, outcome: 'unknown' }], page });
    expect(parsed.entries.map((e) => e.outcome)).toEqual(['done', 'unknown']);
  });

  it('take products with their empty keys left out', () => {
    for (const p of products) expect(productSchema.safeParse(p).success, p.slug).toBe(true);
    const bare = productSchema.parse({
      productId: 1,
      name: 'Pane',
      slug: 'pane',
      productInfos: { WEIGHT_SELLING: 500, WEIGHT_UNIT_SELLING: 'GR' },
    });
    expect(bare.warehousePromo).toBeUndefined();
    expect(bare.productInfos).toEqual({ WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'GR' });
  });

  it('want an integer warehousePromoTypeId on every promotion, and no null where live shops leave the key out', () => {
    const promo = products.find((p) => p.warehousePromo)!;
    const { warehousePromoTypeId: _type, ...untyped } = promo.warehousePromo!;
    expect(productSchema.safeParse({ ...promo, warehousePromo: untyped }).success).toBe(false);
    expect(productSchema.safeParse({ ...promo, warehousePromo: null }).success).toBe(false);
    expect(productSchema.safeParse({ ...promo, metaData: { product_description: { allergens: null } } }).success).toBe(false);
    // a guest with no store gets price: null on some live shops: still read
    expect(productSchema.safeParse({ ...promo, price: null }).success).toBe(true);
  });

  it('take stores with a slug and weekdays from 1 (Sunday) to 7 (Saturday)', () => {
    const store = {
      warehouseId: 1,
      slug: 'spesa-padova-arcella',
      name: 'Spesa Padova Arcella',
      address: { address1: 'Via Tiziano Aspetti', city: 'Padova' },
      serviceHours: { default: [{ beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' }] },
    };
    expect(warehouseSchema.parse(store).slug).toBe('spesa-padova-arcella');
    const { slug: _slug, ...noSlug } = store;
    expect(warehouseSchema.safeParse(noSlug).success).toBe(false);
    expect(
      warehouseSchema.safeParse({ ...store, serviceHours: { default: [{ beginWeekDay: 0, beginHour: '09:00', endHour: '13:00' }] } })
        .success,
    ).toBe(false);
  });

  it('read the store list of the mocks as the storefront client does', async () => {
    const stores = await listWarehouses(createApiContext(undefined));
    expect(stores.map((s) => s.slug)).toEqual(['spesa-padova-arcella']);
    expect(stores[0].serviceHours?.default.find((h) => h.beginWeekDay === 1)).toMatchObject({ beginHour: '09:00', endHour: '13:00' });
  });

  it("take a login answer with the customer's cart and, when present, the loyalty card", () => {
    const withCard = loginDataSchema.parse({ cartId: 7, user: { userId: 3, fidelityCard: '2990000012342', userPoints: '1250' } });
    expect(withCard.user).toMatchObject({ fidelityCard: '2990000012342', userPoints: 1250 });
    const without = loginDataSchema.parse({ cartId: '8', user: { userId: 4 } });
    expect(without.cartId).toBe(8);
    expect(without.user.fidelityCard).toBeUndefined();
  });
});

describe('nutrition table', () => {
  const hostile =
    '<table onmouseover="x()"><caption>fornitore</caption><tr><td>Nutriente<script>steal()</script></td><td>per 100 ml</td></tr>' +
    '<tr><td><b>Energia</b></td><td style="x">180 kJ<img src=x onerror=alert(1)></td></tr>' +
    '<tr><td>Zuccheri <iframe src="//evil"></iframe></td><td>10 g</td></tr></table>';

  it('keeps the rows and cells as text, and nothing else', () => {
    expect(nutritionTable(hostile)).toEqual({
      head: ['Nutriente', 'per 100 ml'],
      rows: [
        ['Energia', '180 kJ'],
        ['Zuccheri', '10 g'],
      ],
    });
  });

  it('answers null for nothing usable', () => {
    expect(nutritionTable(undefined)).toBeNull();
    expect(nutritionTable('<p>no table</p>')).toBeNull();
    expect(nutritionTable('<table><tr><td>solo intestazione</td></tr></table>')).toBeNull();
  });

  it('is rendered as an accessible table with a caption, column and row headers, and no markup of the shop', () => {
    const product = products[0];
    const html = renderToStaticMarkup(<ProductFacts product={product} nutrition={nutritionTable(hostile)} />);
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>') + 8);
    expect(table).toMatch(/<caption[^>]*>Valori nutrizionali medi di Mozzarella di Bufala Campana DOP<\/caption>/);
    expect(table).toMatch(/<th scope="col"[^>]*>Nutriente<\/th><th scope="col"[^>]*>per 100 ml<\/th>/);
    expect(table).toMatch(/<th scope="row"[^>]*>Energia<\/th><td[^>]*>180 kJ<\/td>/);
    expect(table).not.toMatch(/script|onerror|onmouseover|iframe|style=|fornitore/);
  });
});

describe('promotion prices', () => {
  it('shows the struck list price and per-unit price beside what is paid', () => {
    const promo = products.find((p) => p.warehousePromo)!;
    const text = renderToStaticMarkup(<Price product={promo} />)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toMatch(/Prezzo precedente: 3,19.*Prezzo: 2,49/);
    expect(text).toMatch(/Prezzo precedente: 12,76 .* al kg 9,96 .* al kg/);
    const plain = products.find((p) => !p.warehousePromo && p.priceUmDisplay)!;
    expect(renderToStaticMarkup(<Price product={plain} />)).not.toContain('line-through');
  });
});
