// The cart's markup as the server renders it (no JS): the confirmation steps are forms, the
// steppers post absolute quantities, the header's cart link names count and total.
import { describe, expect, it } from 'vitest';
import { CartView } from '~/components/cart/CartView';
import { Header } from '~/components/shell/Header';
import { AddToCartForm } from '~/components/catalog/AddToCartForm';
import type { CartPageData as CartLoaderData } from '~/routes/cart/cart.server';
import { loader as cartLoader } from '~/routes/cart/route';
import { cartMock, cartProducts } from '../mocks/cart';
import { args, get, payload } from './account-helpers';
import { mario } from './cart-helpers';
import { renderRoutes } from './render-routes';
import { useMsw } from './msw';

useMsw();

async function render(element: React.ReactNode, url = '/cart', rootData: object | null = null): Promise<string> {
  const routes = [{ id: 'root', path: '*', loader: () => rootData, element }];
  return renderRoutes(routes, url);
}

const pageData = async (url: string): Promise<CartLoaderData> => payload(await cartLoader(args(get(url, [await mario()]))));

describe('cart markup without JS', () => {
  it('lines with steppers posting absolute quantities, the MAXACQ text, a remove link to the confirmation step', async () => {
    cartMock.state.lines.push(
      { itemId: 3, productId: 401, quantity: 24, infos: {} },
      { itemId: 2, productId: 201, quantity: 0.5, infos: {} },
    );
    const html = await render(<CartView data={await pageData('/cart')} />);
    expect(html).toContain('Hai 2 prodotti nel carrello');
    expect(html).toContain('Dividi per categoria');
    // the pack at MAXACQ: minus to 18, plus disabled with the spec's text
    expect(html).toMatch(/name="quantity" value="18"/);
    expect(html).toContain('Puoi acquistare al massimo 24 pz di questo prodotto');
    // the loose line shown in grams, minus below the selling weight asks the confirmation
    expect(html).toMatch(/name="shown"[^>]*value="500"/);
    expect(html).toContain('href="/cart?remove=2"');
    expect(html).toContain('Concludi l&#x27;ordine');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Concludi/);
    expect(html).toContain('href="/cart?empty=1"');
  });

  it('a line the chosen slot cannot have is marked with why, and the checkout waits saying so (issue 24)', async () => {
    cartMock.state.lines.push({
      itemId: 3,
      productId: 401,
      quantity: 6,
      infos: {},
      slotRestriction: {
        reason: 'leadTime',
        code: 'error.timeslot.leadTime',
        message: 'Da ordinare con almeno 48 ore di anticipo: non può arrivare nella fascia oraria scelta.',
      },
    });
    const html = await render(<CartView data={await pageData('/cart')} />);
    expect(html).toContain('Non disponibile nella fascia oraria scelta: Da ordinare con almeno 48 ore di anticipo');
    expect(html).toContain('href="/cart/timeslot?redirectTo=%2Fcart"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Concludi/);
    expect(html).toContain('Alcuni prodotti non possono arrivare nella fascia oraria scelta: cambia fascia oraria');
  });

  it('the removal confirmation is a form with Si, and No goes back', async () => {
    cartMock.state.lines.push({ itemId: 2, productId: 201, quantity: 0.5, infos: {} });
    const html = await render(<CartView data={await pageData('/cart?remove=2')} />, '/cart?remove=2');
    expect(html).toContain('Vuoi rimuovere 500 g Mele Golden Trentino dal carrello?');
    expect(html).toMatch(/name="intent" value="remove"/);
    expect(html).toMatch(/>Si</);
    expect(html).toMatch(/href="\/cart"[^>]*>No</);
  });

  it('the header names count and total, and the chosen service, address and slot', async () => {
    const root = {
      loggedIn: true,
      cart: {
        count: 2,
        total: 12.5,
        serviceId: 2,
        addressName: 'Casa',
        slot: { date: '2026-11-25', beginTime: '10:00', endTime: '12:00' },
        lines: {},
      },
    };
    const html = await render(<Header root={root as never} />, '/');
    expect(html).toContain('aria-label="Carrello, 2 prodotti, totale 12,50 €"');
    expect(html).toContain('Consegna a casa: Casa');
    expect(html).toContain('mer 25/11 10:00-12:00');
    expect(html).toContain('href="/cart/timeslot"');
    const guest = await render(<Header root={{ loggedIn: false, cart: null } as never} />, '/');
    expect(guest).toContain('Scegli il servizio');
    // elsewhere the screens lead back to the page the shopper is on (their × and their last step)
    const onProduct = await render(<Header root={root as never} />, '/product/latte?x=1');
    expect(onProduct).toContain('href="/cart/timeslot?redirectTo=%2Fproduct%2Flatte%3Fx%3D1"');
    expect(onProduct).toContain('href="/cart/address?redirectTo=%2Fproduct%2Flatte%3Fx%3D1"');
    // and never to a picker screen itself
    expect(await render(<Header root={root as never} />, '/cart/timeslot?day=2026-11-25')).toContain('href="/cart/address"');
  });

  it('the header of a shopper whose cart did not come in time says so, with no count and no first step (issue 24)', async () => {
    const html = await render(<Header root={{ loggedIn: true, cart: null, cartUnavailable: true } as never} />, '/');
    expect(html).toContain('Il carrello non è disponibile in questo momento');
    expect(html).toContain('aria-label="Carrello, non disponibile in questo momento"');
    expect(html).not.toContain('Scegli il servizio');
    expect(html).not.toMatch(/Carrello, 0 prodotti/);
  });

  it('a card of a product in the cart shows the cart’s stepper', async () => {
    const product = cartProducts.find((p) => p.productId === 101)!;
    const root = { cart: { count: 1, total: 3.98, lines: { '101': { itemId: 9, quantity: 2 } } } };
    const html = await render(<AddToCartForm product={product} />, '/', root);
    expect(html).toContain('Nel carrello');
    expect(html).toMatch(/name="itemId" value="9"/);
    expect(html).toMatch(/name="quantity" value="3"/);
  });

  it('a card of a product not in the cart posts a plain form: token, intent, product, absolute quantity, the way back', async () => {
    const product = cartProducts.find((p) => p.productId === 101)!;
    const html = await render(<AddToCartForm product={product} />, '/category/latte?page=2', { cart: null });
    const form = /<form[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toMatch(/^<form method="post" action="\/cart"/);
    expect(form).toContain('name="csrf" value="t"');
    expect(form).toContain('name="intent" value="add"');
    expect(form).toContain('name="productId" value="101"');
    expect(form).toMatch(/name="quantity" value="\d+(\.\d+)?"/);
    expect(form).toContain('name="redirectTo" value="/category/latte?page=2"');
    // the fetcher's "stay on the page" field only once JS runs
    expect(form).not.toContain('name="stay"');
    expect(form).toMatch(/<button type="submit"[^>]*>.*Aggiungi al carrello/s);
  });
});
