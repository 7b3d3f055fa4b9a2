// Wish lists (issue 11; shopping.md §3, §6, §7 wishlist/*, cart/add-all-from-wishlist; decision 026):
// every call, the default list, inactive items apart, read-only sharing, and two customers who never
// read or change each other's lists. Bad input answers 400 (or a refusal), never 500.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { address, appUser, cart, cartItem, listShareSent, product, wishList, wishListItem, wishListShare } from '../../backend/db/schema';
import { MAX_LIST_SHARES_PER_HOUR } from '../../backend/limits';
import { MAX_LISTS } from '../../backend/lists/messages';
import { DEMO_LIST_NAME, listsSeeded, seedLists } from '../../backend/seed/lists';
import { type Client, DEMO_USERS, errorCodes, okData, outbox, quickConfig, refused } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';
import { client } from './helpers/accounts';

const W = '/ebsn/api/wishlist';
const ADD_ALL = '/ebsn/api/cart/add-all-from-wishlist';

describe.each(backendKinds)('wish lists (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(wishListShare);
    await database.db.delete(listShareSent);
    await database.db.delete(wishListItem);
    await database.db.delete(wishList);
    await database.db.delete(cartItem);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
    await database.db
      .update(product)
      .set({ available: true })
      .where(inArray(product.id, Object.values(cartIds)));
  });

  const insert = async (who: { client: Client }, name: string) => okData(await who.client.postJson(`${W}/insert`, { name }));
  const view = (who: { client: Client }, listId: number) => who.client.get(`${W}/view?list_id=${listId}`);
  const addProd = (who: { client: Client }, wishlistId: number, items: unknown[]) =>
    who.client.postJson(`${W}/add_prod`, { wishlistId, items });
  const itemOf = (
    list: { wishlistItems: Array<{ itemId: number; quantity: number; product: { productId: number } }> },
    productId: number,
  ) => list.wishlistItems.find((i) => i.product.productId === productId)!;

  /** Mario's list with water (6) and the hamper (2) */
  async function marioList(name = 'Spesa settimanale') {
    const list = await insert(mario, name);
    return okData(
      await addProd(mario, list.id, [
        { productId: cartIds.water, quantity: 6 },
        { productId: cartIds.hamper, quantity: 2 },
      ]),
    );
  }

  it('refuses guests as the cart does', async () => {
    const guest = client(app);
    for (const answer of [
      await guest.get(`${W}/list`),
      await guest.get(`${W}/view?list_id=1`),
      await guest.postJson(`${W}/insert`, { name: 'x' }),
      await guest.postJson(`${W}/add_prod`, { wishlistId: 1, items: [{ productId: cartIds.water }] }),
      await guest.postJson(ADD_ALL, { list_id: 1 }),
    ]) {
      refused(answer, 'error.cart.notLogged', "E' necessario autenticarsi per visualizzare il carrello");
    }
  });

  it('creates, lists, renames, chooses the default and deletes lists', async () => {
    const first = await insert(mario, '  Spesa settimanale  ');
    expect(first).toMatchObject({ id: first.listId, name: 'Spesa settimanale', size: 0, isDefault: true, wishlistItems: [] });
    expect(first.sharingData).toBeUndefined();
    const second = await insert(mario, 'Grigliata');
    expect(second.isDefault).toBe(false);

    const listed = okData(await mario.client.get(`${W}/list?page=1&pageSize=10`));
    expect(listed.personalList.map((l: { name: string }) => l.name)).toEqual(['Spesa settimanale', 'Grigliata']);
    expect(listed.page).toEqual({ selPage: 1, itemsPerPage: 10, totPages: 1, totItems: 2 });
    const paged = okData(await mario.client.get(`${W}/list?page=2&pageSize=1`));
    expect(paged.personalList.map((l: { id: number }) => l.id)).toEqual([second.id]);
    expect(paged.page).toMatchObject({ selPage: 2, totPages: 2, totItems: 2 });

    const renamed = okData(await mario.client.postForm(`${W}/update`, { list_id: String(second.id), name: 'Grigliata di Ferragosto' }));
    expect(renamed.name).toBe('Grigliata di Ferragosto');

    // one default per customer: choosing another moves it; view without list_id reads the default
    expect(okData(await mario.client.postJson(`${W}/select`, { list_id: second.id })).isDefault).toBe(true);
    expect(okData(await view(mario, first.id)).isDefault).toBe(false);
    expect(okData(await mario.client.get(`${W}/view`)).id).toBe(second.id);
    const defaults = await database.db.select().from(wishList).where(eq(wishList.isDefault, true));
    expect(defaults.map((l) => l.id)).toEqual([second.id]);

    // deleting the default list makes the oldest remaining one the default
    const afterDelete = okData(await mario.client.postJson(`${W}/delete`, { list_id: second.id }));
    expect(afterDelete.personalList).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
    refused(await view(mario, second.id), 'error.wishlist.notFound');
    okData(await mario.client.postJson(`${W}/delete`, { list_id: first.id }));
    refused(await mario.client.get(`${W}/view`), 'error.wishlist.noDefault');
  });

  it('adds products by quantity or weight, raising the quantity of one already there, within the product rules', async () => {
    const list = await insert(mario, 'Prove');
    let seen = okData(await addProd(mario, list.id, [{ productId: cartIds.water, quantity: 6 }]));
    seen = okData(await addProd(mario, list.id, [{ productId: cartIds.water, quantity: 6 }, { productId: cartIds.yogurt }]));
    expect(itemOf(seen, cartIds.water)).toMatchObject({ quantity: 12, infos: { accept_alternatives: 'false' } });
    // no quantity: what the first "add" puts in the cart (yogurt: one locked multiple of 4)
    expect(itemOf(seen, cartIds.yogurt).quantity).toBe(4);
    expect(itemOf(seen, cartIds.water).product).toMatchObject({ productId: cartIds.water, name: 'Acqua Minerale Naturale' });
    expect(seen.size).toBe(2);

    // loose goods by weight in grams, with their options; the product keeps its options
    seen = okData(
      await addProd(mario, list.id, [{ productId: cartIds.ham, weight: 500, infos: { AFFETTATO: 'sottile', accept_alternatives: true } }]),
    );
    expect(itemOf(seen, cartIds.ham)).toMatchObject({
      quantity: 0.5,
      weight: 500,
      infos: { AFFETTATO: 'sottile', accept_alternatives: 'true' },
    });

    refused(await addProd(mario, list.id, [{ productId: cartIds.yogurt, quantity: 3 }]), 'error.wishlist.qtyMult');
    refused(await addProd(mario, list.id, [{ productId: cartIds.water, quantity: 18 }]), 'error.wishlist.maxAcq');
    refused(
      await addProd(mario, list.id, [{ productId: cartIds.ham, weight: 100, infos: { AFFETTATO: 'medio' } }]),
      'error.wishlist.minAcq',
    );
    refused(await addProd(mario, list.id, [{ productId: cartIds.ham, weight: 500 }]), 'error.wishlist.options');
    refused(
      await addProd(mario, list.id, [{ productId: cartIds.ham, weight: 500, infos: { AFFETTATO: 'spesso' } }]),
      'error.wishlist.options',
    );
    refused(await addProd(mario, list.id, [{ productId: cartIds.water, weight: 500 }]), 'error.wishlist.weight');
    refused(await addProd(mario, list.id, [{ productId: 999_999 }]), 'error.product.notFound');
    // a refusal keeps nothing of the call, even its valid items
    refused(
      await addProd(mario, list.id, [{ productId: cartIds.hamper }, { productId: cartIds.yogurt, quantity: 5 }]),
      'error.wishlist.qtyMult',
    );
    expect(itemOf(okData(await view(mario, list.id)), cartIds.hamper)).toBeUndefined();

    // a plain form adds one item
    seen = okData(
      await mario.client.postForm(`${W}/add_prod`, { wishlistId: String(list.id), productId: String(cartIds.hamper), quantity: '2' }),
    );
    expect(itemOf(seen, cartIds.hamper).quantity).toBe(2);
  });

  it('updates quantities absolutely (0 removes) and deletes items by item or product', async () => {
    const list = await marioList();
    const water = itemOf(list, cartIds.water);
    const hamper = itemOf(list, cartIds.hamper);
    let seen = okData(
      await mario.client.postJson(`${W}/update_prods`, { wishlistId: list.id, items: [{ itemId: water.itemId, quantity: 18 }] }),
    );
    expect(itemOf(seen, cartIds.water).quantity).toBe(18);
    refused(
      await mario.client.postJson(`${W}/update_prods`, { wishlistId: list.id, items: [{ itemId: water.itemId, quantity: 7 }] }),
      'error.wishlist.qtyMult',
    );
    seen = okData(
      await mario.client.postJson(`${W}/update_prods`, { wishlistId: list.id, items: [{ itemId: hamper.itemId, quantity: 0 }] }),
    );
    expect(seen.wishlistItems.map((i: { itemId: number }) => i.itemId)).toEqual([water.itemId]);
    refused(
      await mario.client.postJson(`${W}/update_prods`, { wishlistId: list.id, items: [{ itemId: hamper.itemId, quantity: 1 }] }),
      'error.wishlist.itemNotFound',
    );

    okData(await addProd(mario, list.id, [{ productId: cartIds.hamper }, { productId: cartIds.oil }]));
    seen = okData(
      await mario.client.postJson(`${W}/delete_prods`, {
        wishlistId: list.id,
        items: [{ itemId: water.itemId, quantity: 18, productId: cartIds.water }, { productId: cartIds.hamper }],
      }),
    );
    expect(seen.wishlistItems.map((i: { product: { productId: number } }) => i.product.productId)).toEqual([cartIds.oil]);
    refused(
      await mario.client.postJson(`${W}/delete_prods`, { wishlistId: list.id, items: [{ itemId: water.itemId }] }),
      'error.wishlist.itemNotFound',
    );
  });

  it('shows products no longer sold apart, and does not count them in the size', async () => {
    const list = await marioList();
    await database.db.update(product).set({ available: false }).where(eq(product.id, cartIds.hamper));
    const seen = okData(await view(mario, list.id));
    expect(seen.size).toBe(1);
    expect(seen.wishlistItems.map((i: { product: { productId: number } }) => i.product.productId)).toEqual([cartIds.water]);
    expect(seen.wishlistInactiveItems).toEqual([
      expect.objectContaining({
        itemId: itemOf(list, cartIds.hamper).itemId,
        quantity: 2,
        product: expect.objectContaining({ productId: cartIds.hamper }),
      }),
    ]);
    const listed = okData(await mario.client.get(`${W}/list`));
    expect(listed.personalList[0].size).toBe(1);
  });

  it('keeps one customer from reading or changing another customer’s lists', async () => {
    const list = await marioList();
    const own = await insert(giulia, 'La mia');
    const water = itemOf(list, cartIds.water);
    refused(await view(giulia, list.id), 'error.wishlist.notFound');
    expect(okData(await giulia.client.get(`${W}/list`)).personalList.map((l: { id: number }) => l.id)).toEqual([own.id]);
    for (const [path, body] of [
      ['update', { list_id: list.id, name: 'Mia' }],
      ['delete', { list_id: list.id }],
      ['select', { list_id: list.id }],
      ['confirm', { list_id: list.id, address_id: 1 }],
      ['add_prod', { wishlistId: list.id, items: [{ productId: cartIds.water }] }],
      ['update_prods', { wishlistId: list.id, items: [{ itemId: water.itemId, quantity: 0 }] }],
      ['delete_prods', { wishlistId: list.id, items: [{ itemId: water.itemId }] }],
      ['share', { list_id: list.id, e_mail: DEMO_USERS.giulia }],
    ] as const) {
      refused(await giulia.client.postJson(`${W}/${path}`, body), 'error.wishlist.notFound');
    }
    // Mario's item through Giulia's own list is no item of hers
    refused(
      await giulia.client.postJson(`${W}/update_prods`, { wishlistId: own.id, items: [{ itemId: water.itemId, quantity: 0 }] }),
      'error.wishlist.itemNotFound',
    );
    refused(
      await giulia.client.postJson(`${W}/delete_prods`, { wishlistId: own.id, items: [{ itemId: water.itemId }] }),
      'error.wishlist.itemNotFound',
    );
    await bindCart(database.db, giulia.userId);
    refused(await giulia.client.postJson(ADD_ALL, { list_id: list.id }), 'error.wishlist.notFound');
    // nothing of Mario's changed
    const after = okData(await view(mario, list.id));
    expect(after).toMatchObject({ name: 'Spesa settimanale', isDefault: true, size: 2 });
  });

  it('shares a list read-only: the other customer reads it, never changes it; the owner takes it back', async () => {
    const list = await marioList();
    const water = itemOf(list, cartIds.water);
    const shared = okData(
      await mario.client.postJson(`${W}/share`, { list_id: list.id, e_mail: DEMO_USERS.giulia.toUpperCase(), grant: 'READ' }),
    );
    expect(shared.sharedWith).toEqual([expect.objectContaining({ email: DEMO_USERS.giulia, grant: 'READ' })]);
    expect(shared.sharingData).toBeUndefined();
    // sharing again changes nothing
    okData(await mario.client.postJson(`${W}/share`, { list_id: list.id, e_mail: DEMO_USERS.giulia }));

    const seen = okData(await view(giulia, list.id));
    expect(seen).toMatchObject({ id: list.id, size: 2, isDefault: false, sharingData: { grant: 'READ' } });
    expect(seen.sharedWith).toBeUndefined();
    const listed = okData(await giulia.client.get(`${W}/list`));
    expect(listed.personalList).toEqual([
      expect.objectContaining({ id: list.id, sharingData: expect.objectContaining({ grant: 'READ' }) }),
    ]);

    for (const [path, body] of [
      ['update', { list_id: list.id, name: 'Mia' }],
      ['delete', { list_id: list.id }],
      ['select', { list_id: list.id }],
      ['add_prod', { wishlistId: list.id, items: [{ productId: cartIds.water }] }],
      ['update_prods', { wishlistId: list.id, items: [{ itemId: water.itemId, quantity: 0 }] }],
      ['delete_prods', { wishlistId: list.id, items: [{ itemId: water.itemId }] }],
      ['share', { list_id: list.id, e_mail: DEMO_USERS.paolo }],
      ['unshare', { list_id: list.id, e_mail: DEMO_USERS.giulia }],
    ] as const) {
      refused(await giulia.client.postJson(`${W}/${path}`, body), 'error.wishlist.readOnly');
    }
    expect(okData(await view(mario, list.id))).toMatchObject({ name: 'Spesa settimanale', size: 2 });
    expect((await database.db.select().from(wishListItem).where(eq(wishListItem.listId, list.id))).length).toBe(2);

    okData(await mario.client.postJson(`${W}/unshare`, { list_id: list.id, e_mail: DEMO_USERS.giulia }));
    refused(await view(giulia, list.id), 'error.wishlist.notFound');
    refused(await mario.client.postJson(`${W}/unshare`, { list_id: list.id, e_mail: DEMO_USERS.giulia }), 'error.wishlist.shareNotFound');
  });

  it('answers a share the same whatever the address, names nobody, and invites by e-mail (issue 26: no enumeration)', async () => {
    const list = await marioList();
    const share = (email: string) => mario.client.postJson(`${W}/share`, { list_id: list.id, e_mail: email });
    const answers = [await share(DEMO_USERS.giulia), await share('nessuno.ancora@example.com'), await share(DEMO_USERS.mario)];
    for (const answer of answers) expect(answer.body.response).toEqual(answers[0].body.response);
    const last = okData(answers[2]);
    // the addresses only, as the owner typed them: never the name of whoever has the address
    expect(last.sharedWith.map((s: { email: string }) => s.email).sort()).toEqual(
      [DEMO_USERS.giulia, 'nessuno.ancora@example.com', DEMO_USERS.mario].sort(),
    );
    expect(JSON.stringify(last)).not.toMatch(/Giulia|Bianchi/);
    // each address gets an invitation with a link to the list
    for (const to of [DEMO_USERS.giulia, 'nessuno.ancora@example.com']) {
      const [mail] = await outbox(app, to);
      expect(mail?.text, to).toContain(`/profile/lists/${list.id}`);
    }
    // the invited customer reads it, without the owner's name
    const seen = okData(await view(giulia, list.id));
    expect(seen.sharingData).toEqual({ grant: 'READ' });
    expect(JSON.stringify(seen)).not.toMatch(/Mario|Rossi/);
    expect(JSON.stringify(okData(await giulia.client.get(`${W}/list`)))).not.toMatch(/Mario|Rossi/);
    // whoever registers the invited address later finds the list shared with them on logging in
    const [row] = await database.db
      .insert(appUser)
      .values({ email: 'nessuno.ancora@example.com', firstName: 'Nuova', lastName: 'Cliente', confirmedAt: new Date() })
      .returning({ id: appUser.id });
    const newcomer = await customer(app, database.db, 'nessuno.ancora@example.com');
    expect(row.id).toBe(newcomer.userId);
    expect(okData(await view(newcomer, list.id))).toMatchObject({ id: list.id, sharingData: { grant: 'READ' } });
    // an account not confirmed yet does not read it: the address is not proven theirs
    await database.db.update(appUser).set({ confirmedAt: null }).where(eq(appUser.id, row.id));
    refused(await view(newcomer, list.id), 'error.wishlist.notFound');
  });

  it('throttles sharing per customer', async () => {
    const list = await marioList();
    for (let i = 0; i < MAX_LIST_SHARES_PER_HOUR; i++) {
      okData(await mario.client.postJson(`${W}/share`, { list_id: list.id, e_mail: `invito${i}@example.com` }));
      // taking it back does not give the invitation back
      okData(await mario.client.postJson(`${W}/unshare`, { list_id: list.id, e_mail: `invito${i}@example.com` }));
    }
    refused(await mario.client.postJson(`${W}/share`, { list_id: list.id, e_mail: 'ancora@example.com' }), 'error.wishlist.shareThrottled');
    expect(await outbox(app, 'ancora@example.com')).toEqual([]);
    // another customer is not held back by it
    const other = await insert(giulia, 'Di Giulia');
    okData(await giulia.client.postJson(`${W}/share`, { list_id: other.id, e_mail: 'ancora@example.com' }));
  });

  it('confirms a list for an address the customer may use', async () => {
    const list = await marioList();
    await bindCart(database.db, mario.userId, { slot: false });
    const [home] = await database.db.select().from(address).where(eq(address.userId, mario.userId)).limit(1);
    const confirmed = okData(await mario.client.postJson(`${W}/confirm`, { list_id: list.id, address_id: home.id }));
    expect(confirmed).toMatchObject({ id: list.id, addressId: home.id, size: 2 });
    refused(await giulia.client.postJson(`${W}/confirm`, { list_id: list.id, address_id: home.id }), 'error.wishlist.notFound');
    const theirs = await insert(giulia, 'Sua');
    refused(await giulia.client.postJson(`${W}/confirm`, { list_id: theirs.id, address_id: home.id }), 'error.wishlist.addressNotFound');
  });

  it('adds every active item to the cart through the cart’s gate', async () => {
    const list = await marioList();
    await bindCart(database.db, mario.userId, { address: false });
    refused(await mario.client.postJson(ADD_ALL, { list_id: list.id }), 'error.cart.noAddress');
    await bindCart(database.db, mario.userId, { slot: false });
    refused(await mario.client.postJson(ADD_ALL, { list_id: list.id }), 'error.cart.noTimeslot');
    await bindCart(database.db, mario.userId);

    await database.db.update(product).set({ available: false }).where(eq(product.id, cartIds.hamper));
    const cartAfter = okData(await mario.client.postJson(ADD_ALL, { list_id: list.id }));
    expect(cartAfter.cartItems.map((l: { product: { productId: number }; quantity: number }) => [l.product.productId, l.quantity])).toEqual(
      [[cartIds.water, 6]],
    );
    // again: the quantities join the cart's lines as cart/add's do, and the cart's rules apply (MAXACQ 24)
    okData(await mario.client.postForm(ADD_ALL, { list_id: String(list.id) }));
    okData(await mario.client.postJson(ADD_ALL, { list_id: list.id }));
    okData(await mario.client.postJson(ADD_ALL, { list_id: list.id }));
    refused(await mario.client.postJson(ADD_ALL, { list_id: list.id }), 'error.cart.maxAcq');
    const lines = await database.db.select().from(cartItem);
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[cartIds.water, 24]]);

    // only inactive items: nothing to add
    await database.db.delete(cartItem);
    await database.db.update(product).set({ available: false }).where(eq(product.id, cartIds.water));
    refused(await mario.client.postJson(ADD_ALL, { list_id: list.id }), 'error.wishlist.nothingToAdd');

    // a list shared with Giulia goes into her own cart
    await database.db.update(product).set({ available: true }).where(eq(product.id, cartIds.water));
    okData(await mario.client.postJson(`${W}/share`, { list_id: list.id, e_mail: DEMO_USERS.giulia }));
    await bindCart(database.db, giulia.userId);
    const hers = okData(await giulia.client.postJson(ADD_ALL, { list_id: list.id }));
    expect(hers.cartItems.map((l: { product: { productId: number } }) => l.product.productId)).toEqual([cartIds.water]);
  });

  it('seeds Mario’s "Spesa settimanale" once, as his default list', async () => {
    await seedLists(database.db);
    await seedLists(database.db);
    expect(await listsSeeded(database.db)).toBe(true);
    const listed = okData(await mario.client.get(`${W}/list`));
    expect(listed.personalList).toEqual([expect.objectContaining({ name: DEMO_LIST_NAME, isDefault: true })]);
    expect(listed.personalList[0].size).toBeGreaterThanOrEqual(3);
    expect(okData(await giulia.client.get(`${W}/list`)).personalList).toEqual([]);
  });

  it(`allows at most ${MAX_LISTS} lists per customer`, async () => {
    await database.db.insert(wishList).values(Array.from({ length: MAX_LISTS }, (_, i) => ({ userId: mario.userId, name: `Lista ${i}` })));
    refused(await mario.client.postJson(`${W}/insert`, { name: 'Una di troppo' }), 'error.wishlist.tooMany');
    // Giulia is not affected
    okData(await giulia.client.postJson(`${W}/insert`, { name: 'La mia' }));
  });

  it('answers bad input with 400 and an Italian message, never 500', async () => {
    const list = await marioList();
    const water = itemOf(list, cartIds.water);
    const huge = 'x'.repeat(5000);
    const cases: Array<[string, 'GET' | 'JSON' | 'FORM', unknown]> = [
      [`${W}/list?page=abc`, 'GET', null],
      [`${W}/list?page=0`, 'GET', null],
      [`${W}/view?list_id=abc`, 'GET', null],
      [`${W}/view?list_id=-1`, 'GET', null],
      [`${W}/view?list_id=99999999999999`, 'GET', null],
      [`${W}/insert`, 'JSON', {}],
      [`${W}/insert`, 'JSON', { name: '' }],
      [`${W}/insert`, 'JSON', { name: '    ' }],
      [`${W}/insert`, 'JSON', { name: 'a'.repeat(61) }],
      [`${W}/insert`, 'JSON', { name: huge }],
      [`${W}/insert`, 'JSON', { name: 'ciao\u0000' }],
      [`${W}/insert`, 'JSON', { name: 'riga\nnuova' }],
      [`${W}/insert`, 'JSON', { name: 42 }],
      [`${W}/insert`, 'JSON', { name: ['a'] }],
      [`${W}/insert`, 'FORM', {}],
      [`${W}/update`, 'JSON', { list_id: 'x', name: 'a' }],
      [`${W}/update`, 'JSON', { list_id: list.id }],
      [`${W}/delete`, 'JSON', { list_id: -3 }],
      [`${W}/delete`, 'JSON', { list_id: 1.5 }],
      [`${W}/select`, 'JSON', { list_id: 1e20 }],
      [`${W}/confirm`, 'JSON', { list_id: list.id }],
      [`${W}/share`, 'JSON', { list_id: list.id, e_mail: 'not-an-email' }],
      [`${W}/share`, 'JSON', { list_id: list.id, e_mail: DEMO_USERS.giulia, grant: 'WRITE' }],
      [`${W}/unshare`, 'JSON', { list_id: list.id }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: 'water' }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, quantity: -6 }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, quantity: 0 }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, quantity: 1e12 }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, quantity: 'molti' }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, quantity: 1.0001 }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.ham, quantity: 1, weight: 500 }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.ham, weight: -1 }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, infos: { accept_alternatives: 'forse' } }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: [{ productId: cartIds.water, infos: { x: huge } }] }],
      [`${W}/add_prod`, 'JSON', { wishlistId: list.id, items: Array.from({ length: 301 }, () => ({ productId: cartIds.water })) }],
      [`${W}/add_prod`, 'FORM', { wishlistId: String(list.id), productId: 'abc' }],
      [`${W}/update_prods`, 'JSON', { wishlistId: list.id, items: [{ itemId: water.itemId, quantity: -1 }] }],
      [`${W}/update_prods`, 'JSON', { wishlistId: list.id, items: [{ itemId: water.itemId }] }],
      [`${W}/update_prods`, 'JSON', { wishlistId: list.id, items: [{ itemId: 'x', quantity: 6 }] }],
      [`${W}/delete_prods`, 'JSON', { wishlistId: list.id, items: [{ quantity: 6 }] }],
      [`${W}/delete_prods`, 'JSON', { wishlistId: 'abc', items: [{ itemId: water.itemId }] }],
      [ADD_ALL, 'JSON', { list_id: 'abc' }],
      [ADD_ALL, 'JSON', {}],
      [ADD_ALL, 'FORM', { list_id: '' }],
    ];
    for (const [path, how, body] of cases) {
      const answer =
        how === 'GET'
          ? await mario.client.get(path)
          : how === 'JSON'
            ? await mario.client.postJson(path, body)
            : await mario.client.postForm(path, body as Record<string, string>);
      expect(answer.status, `${path} ${JSON.stringify(body)?.slice(0, 120)}`).toBe(400);
      expect(answer.body.response.status).toBe(1);
      expect(answer.body.response.errorsMessage[0]).toMatch(/^(Il parametro|Richiesta non valida)/);
    }
    // malformed JSON and other content types: 400 and 415, never 500
    const malformed = await app.request(`${W}/insert`, {
      method: 'POST',
      body: '{"name":',
      headers: { 'Content-Type': 'application/json', 'X-Ebsn-Account': mario.client.token! },
    });
    expect(malformed.status).toBe(400);
    const plain = await app.request(`${W}/add_prod`, {
      method: 'POST',
      body: 'wishlistId=1',
      headers: { 'Content-Type': 'text/plain', 'X-Ebsn-Account': mario.client.token! },
    });
    expect(plain.status).toBe(415);
    // ids that are nobody's are simply not found
    refused(await view(mario, 2_147_483_647), 'error.wishlist.notFound');
    refused(await addProd(mario, 2_147_483_647, [{ productId: cartIds.water }]), 'error.wishlist.notFound');
    await bindCart(database.db, mario.userId);
    expect(errorCodes(await mario.client.postJson(ADD_ALL, { list_id: 2_147_483_647 }))).toEqual(['error.wishlist.notFound']);
  });
});
