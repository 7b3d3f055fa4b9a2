// The add-to-cart action checks what a form posts against the product itself (options, quantity)
// before the spec's gating, whatever sent the form.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { action } from '~/routes/cart/route';
import { EBSN } from '../mocks/handlers';
import { products } from '../mocks/catalog';
import { args, post, readSession, sessionSetCookie } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

const withOption = {
  ...products[0],
  productId: 301,
  selectOptions: [
    {
      name: 'Taglio',
      parameterName: 'taglio',
      options: [
        { key: 'intero', value: 'Intero' },
        { key: 'fette', value: 'A fette' },
      ],
    },
  ],
};

function serveProducts() {
  server.use(
    http.get(`${EBSN}/ebsn/api/products/:id`, ({ params }) => {
      const found = [...products, withOption].find((p) => String(p.productId) === params.id);
      return HttpResponse.json({ response: { status: 0, errors: [], infos: [], warnings: [] }, data: found ?? null, user: { userId: -1 } });
    }),
  );
}

async function add(fields: Record<string, string>) {
  const response = (await action(args(await post('/cart', { intent: 'add', redirectTo: '/product/x', ...fields })))) as Response;
  const session = await readSession(sessionSetCookie(response));
  return { response, messages: (session.get('messages') ?? []) as Array<{ level: string; text: string }> };
}

describe('cart add action', () => {
  beforeEach(serveProducts);

  it('refuses an option product without every option, back on its page', async () => {
    const { response } = await add({ productId: '301', quantity: '1' });
    expect(response).toRedirectTo('/product/x', 303);
    await expect(response).toFlash([{ level: 'error', text: 'È necessario selezionare tutte le opzioni' }]);
  });

  it('refuses an option that is not the product’s own', async () => {
    const { messages } = await add({ productId: '301', quantity: '1', 'option.taglio': 'a-dadini' });
    expect(messages[0]?.text).toBe('È necessario selezionare tutte le opzioni');
  });

  it('a loose quantity under the selling weight waits as the selling weight (the nearest allowed, spec §4)', async () => {
    const { response } = await add({ productId: '201', quantity: '0.2' });
    expect(response).toRedirectTo(/^\/login/);
    await expect(response).toSetSession({ pendingAdd: expect.objectContaining({ productId: 201, quantity: 0.5 }) });
  });

  it('refuses no quantity, or a negative one, in Italian', async () => {
    for (const quantity of ['0', '-2', '']) {
      const { messages } = await add({ productId: '101', quantity });
      expect(messages[0]?.text).toBe('Indica una quantità valida per il prodotto.');
    }
  });

  it('with every option and a valid quantity goes on to the gating (a guest logs in first)', async () => {
    const { response, messages } = await add({ productId: '301', quantity: '2', 'option.taglio': 'fette' });
    expect(response).toRedirectTo('/login?redirectTo=%2Fproduct%2Fx');
    expect(messages[0]?.level).toBe('warning');
    const loose = await add({ productId: '201', quantity: '0.75' });
    expect(loose.response).toRedirectTo(/^\/login/);
  });
});

describe('the add form', () => {
  it("reads the promotion's answer as digits: No (-1) or the promotion's id, nothing z.coerce would take", async () => {
    const { addToCartSchema, USE_WPID_FIELD } = await import('~/routes/cart/forms');
    const add = (use: string) => addToCartSchema.safeParse({ intent: 'add', productId: '7', [USE_WPID_FIELD]: use });
    expect(add('-1').data?.[USE_WPID_FIELD]).toBe(-1);
    expect(add('42').data?.[USE_WPID_FIELD]).toBe(42);
    for (const bad of ['1e2', '0x10', '-2', '2147483648', 'true']) expect(add(bad).success, bad).toBe(false);
  });
});
