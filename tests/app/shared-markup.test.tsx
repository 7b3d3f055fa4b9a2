// Product cards rendered once for every shopper (docs/decisions/037-shared-markup.md): the document the
// server sends with shared markup is, byte for byte, the one an uncached render makes, for each
// shopper's token, page and cart; nothing of a shopper is ever kept.
import { LRUCache } from 'lru-cache';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '~/components/catalog/ProductCard';
import { SharedMarkupContext } from '~/lib/shared-markup';
import { admitOnSecondSighting, DocumentMarkup, type Fragment } from '~/lib/shared-markup.server';
import { toProductCard } from '~/lib/product-card.server';
import { cartProducts } from '../mocks/cart';

const products = cartProducts.map(toProductCard);
const inCartProduct = products[1]!;

type Shopper = { token: string; loggedIn?: boolean; lines?: Record<string, { itemId: number; quantity: number }> };

async function render(url: string, shopper: Shopper, markup: DocumentMarkup | null): Promise<string> {
  const rootData = { loggedIn: shopper.loggedIn ?? false, cart: shopper.lines ? { lines: shopper.lines } : null };
  const routes = [{ id: 'root', path: '*', loader: () => rootData, element: <ProductGrid products={products} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <SharedMarkupContext.Provider value={markup}>
        <AuthenticityTokenProvider token={shopper.token}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthenticityTokenProvider>
      </SharedMarkupContext.Provider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => resolve(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>));
          stream.pipe(sink);
        },
        onError: reject,
      },
    );
  });
  return Buffer.from(markup ? markup.finish(rendered) : rendered).toString('utf8');
}

const newStore = () => new LRUCache<string, Fragment>({ max: 100 });
const keptText = (store: LRUCache<string, Fragment>) =>
  [...store.values()].map((parts) => Buffer.concat(parts.filter((part): part is Buffer => typeof part !== 'number')).toString()).join('\n');

describe('shared markup', () => {
  it('the first document and the next ones are the uncached document, each with its own token', async () => {
    const store = newStore();
    const url = '/category/frutta-e-verdura/frutta?sort=pri_asc';
    const first = await render(url, { token: 'token-of-anna' }, new DocumentMarkup(store));
    expect(first).toBe(await render(url, { token: 'token-of-anna' }, null));
    expect(store.size).toBe(products.length);

    const markup = new DocumentMarkup(store);
    const second = await render(url, { token: 'token-of-bruno' }, markup);
    expect(second).toBe(await render(url, { token: 'token-of-bruno' }, null));
    expect(second).toContain('value="token-of-bruno"');
    expect(second).not.toContain('token-of-anna');
    expect(second).not.toContain('data-shared');
  });

  it('keeps a card from its second sighting on, the document always the uncached one', async () => {
    const store = newStore();
    const admit = admitOnSecondSighting(100);
    const url = '/category/latte?page=2';
    const uncached = await render(url, { token: 't0' }, null);
    // first sighting: rendered live, nothing kept (a page of cards no one may ask again)
    expect(await render(url, { token: 't0' }, new DocumentMarkup(store, admit))).toBe(uncached);
    expect(store.size).toBe(0);
    // second: rendered to be kept; third: taken from the store
    expect(await render(url, { token: 't0' }, new DocumentMarkup(store, admit))).toBe(uncached);
    expect(store.size).toBe(products.length);
    const markup = new DocumentMarkup(store, admit);
    expect(await render(url, { token: 't0' }, markup)).toBe(uncached);
    expect(markup.mark(JSON.stringify([false, 3, false, false, products[5]]), 't0', url)).toMatchObject({ known: true });
  });

  it('remembers a bounded number of first sightings, the oldest forgotten first', () => {
    const admit = admitOnSecondSighting(2);
    expect([admit('a'), admit('b'), admit('c')]).toEqual([false, false, false]);
    // 'a' was forgotten when 'c' came: a first sighting again; 'c' is a second one
    expect([admit('a'), admit('c')]).toEqual([false, true]);
  });

  it('the next documents take their cards from the store', async () => {
    const store = newStore();
    await render('/category/latte', { token: 't1' }, new DocumentMarkup(store));
    for (const key of [...store.keys()]) store.set(key, [Buffer.from('<p>kept card</p>')]);
    const html = await render('/category/latte', { token: 't2' }, new DocumentMarkup(store));
    // each card an island (app/lib/islands.tsx): React's Suspense markers around it
    expect(html.match(/<li><!--\$--><p>kept card<\/p><!--\/\$--><\/li>/g)).toHaveLength(products.length);
  });

  it('keeps no token, and writes one as React escapes it', async () => {
    const store = newStore();
    await render('/search?q=latte', { token: 'a"b&c' }, new DocumentMarkup(store));
    const again = await render('/search?q=latte', { token: `<'x'>` }, new DocumentMarkup(store));
    expect(again).toBe(await render('/search?q=latte', { token: `<'x'>` }, null));
    expect(keptText(store)).not.toMatch(/a&quot;b|&lt;&#x27;x/);
  });

  it("a product in the shopper's cart is rendered live, never kept; the other cards are shared", async () => {
    const store = newStore();
    const lines = { [inCartProduct.productId]: { itemId: 77, quantity: 3 } };
    const mario = { token: 'token-of-mario', loggedIn: true, lines };
    const html = await render('/search?q=latte', mario, new DocumentMarkup(store));
    expect(html).toBe(await render('/search?q=latte', mario, null));
    expect(store.size).toBe(products.length - 1);
    expect(keptText(store)).not.toContain('name="itemId" value="77"');

    // another shopper, logged in with an empty cart, sees the same product's plain add form
    const lucia = { token: 'token-of-lucia', loggedIn: true };
    expect(await render('/search?q=latte', lucia, new DocumentMarkup(store))).toBe(await render('/search?q=latte', lucia, null));
  });

  it("a card serves every page, its forms coming back to each one; a guest's card is another fragment", async () => {
    const store = newStore();
    for (const [url, loggedIn] of [
      ['/category/latte', false],
      ['/category/latte?page=2&sort=pri_asc', false],
      // what an address can hold: a query the shopper typed (quotes, ampersands, accents, spaces)
      ["/search?q=l'olio%20%26%20%22aceto%22%3Cb%3E&q2=caff%C3%A8+nero", false],
      ['/search?q=l\'olio&x="<b>', false],
      ['/', false],
      ['/category/latte', true],
      ['/category/latte?page=3', true],
    ] as const) {
      const shopper = { token: `t-${url}-${loggedIn}`, loggedIn };
      const html = await render(url, shopper, new DocumentMarkup(store));
      expect(html).toBe(await render(url, shopper, null));
      expect(html).not.toContain('spesa-shared-page');
    }
    // one fragment per product for guests, one for customers: every page after the first takes them all
    expect(store.size).toBe(products.length * 2);
    expect(keptText(store)).not.toMatch(/category\/latte|search\?q|%2Fcategory/);
  });
});

describe('DocumentMarkup.finish', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text));
  const text = (data: Uint8Array) => Buffer.from(data).toString();

  it('leaves a document without markers as it is', () => {
    const document = bytes('<p>nothing shared</p>');
    expect(new DocumentMarkup(newStore()).finish(document)).toBe(document);
  });

  it('puts the token where the stand-in was in a rendered fragment, and keeps it with the stand-in only', () => {
    const store = newStore();
    const markup = new DocumentMarkup(store);
    const { id } = markup.mark('k', 'T1')!;
    const p = markup.tokenStandIn;
    const out = markup.finish(
      bytes(
        `<ul><li><template data-shared-from="${id}"></template><i>${p}</i><b>${p}</b><template data-shared-to="${id}"></template></li></ul>`,
      ),
    );
    expect(text(out)).toBe('<ul><li><i>T1</i><b>T1</b></li></ul>');
    const next = new DocumentMarkup(store);
    expect(next.mark('k', 'T2')).toEqual({ id: 0, known: true });
    expect(text(next.finish(bytes('<li><template data-shared="0"></template></li>')))).toBe('<li><i>T2</i><b>T2</b></li>');
  });

  it('does not keep a fragment with another marker inside, a boundary streamed apart or the real token', () => {
    for (const inside of ['<template data-shared="9"></template>', '<!--$?--><template id="B:0"></template><!--/$-->', 'REAL']) {
      const store = newStore();
      const markup = new DocumentMarkup(store);
      markup.mark('k', 'REAL');
      markup.finish(bytes(`<template data-shared-from="0"></template>${inside}<template data-shared-to="0"></template>`));
      expect(store.size).toBe(0);
    }
  });

  it("writes the page's address as it is and as a query value, and keeps neither", () => {
    const store = newStore();
    const markup = new DocumentMarkup(store);
    const { id } = markup.mark('k', 'T1', '/a?b=1&c=d e')!;
    const page = markup.pageStandIn;
    const inQuery = new URLSearchParams({ back: page }).toString();
    const out = markup.finish(
      bytes(
        `<template data-shared-from="${id}"></template><input value="${page}"/><a href="/x?${inQuery}">l</a><template data-shared-to="${id}"></template>`,
      ),
    );
    expect(text(out)).toBe(`<input value="/a?b=1&amp;c=d e"/><a href="/x?back=%2Fa%3Fb%3D1%26c%3Dd+e">l</a>`);
    const next = new DocumentMarkup(store);
    next.mark('k', 'T2', '/z');
    expect(text(next.finish(bytes('<template data-shared="0"></template>')))).toBe(`<input value="/z"/><a href="/x?back=%2Fz">l</a>`);
  });

  it("refuses a document where the page's address was written some other way", () => {
    const markup = new DocumentMarkup(newStore());
    markup.mark('k', 't', '/a');
    const id = markup.pageStandIn.slice(1);
    expect(() =>
      markup.finish(bytes(`<template data-shared-from="0"></template><i>${id}</i><template data-shared-to="0"></template>`)),
    ).toThrow(/unknown way/);
  });

  it("does not keep a fragment holding the page's own address (a part that read it without usePageAddress)", () => {
    const store = newStore();
    const markup = new DocumentMarkup(store);
    markup.mark('k', 't', '/category/latte?page=2');
    markup.finish(
      bytes('<template data-shared-from="0"></template><input value="/category/latte?page=2"/><template data-shared-to="0"></template>'),
    );
    expect(store.size).toBe(0);
  });

  it('refuses a marker it did not hand out', () => {
    const markup = new DocumentMarkup(newStore());
    markup.mark('k', 't');
    expect(() => markup.finish(bytes('<template data-shared="5"></template>'))).toThrow(/unexpected marker/);
  });
});
