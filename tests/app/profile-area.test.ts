// The customer's own area against the account-area mock: /profile/invoice-data (login guard, the
// records listed and named, the delete confirmation of a record of their own only, the add form with
// the invoice rules and the backend's refusals, what was typed kept), /profile/gift-certificates
// (the certificates with their history, read-only), and the checkout's reuse of saved invoice data
// (offered, put in the cart by "Usa dati salvati", saved after a buy with an invoice request, and a
// failure to save never failing the order).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/checkout/route';
import { loader as giftsLoader } from '~/routes/profile.gift-certificates/route';
import { action as invoiceAction, loader as invoiceLoader } from '~/routes/profile.invoice-data/route';
import { GIULIA, MARIO } from '../mocks/account';
import { accountAreaMock, COMPANY, PERSON } from '../mocks/account-area';
import { cartMock } from '../mocks/cart';
import { EBSN, envelope } from '../mocks/handlers';
import { args, get, payload, post, settle, statusOf } from './account-helpers';
import { mario } from './cart-helpers';
import { server, useMsw } from './msw';

useMsw();

const HERE = '/profile/invoice-data';
const invoiceFields = (data: Record<string, string>) => Object.fromEntries(Object.entries(data).map(([k, v]) => [`invoice_${k}`, v]));

const invoicePage = {
  load: async (path = HERE) => settle(invoiceLoader(args(get(path, [await mario()])))),
  submit: async (fields: Record<string, string>) => settle(invoiceAction(args(await post(HERE, fields, { cookies: [await mario()] })))),
};

describe('/profile/invoice-data loader', () => {
  it('sends a guest to login and back here, and the gift certificates page too', async () => {
    expect(await settle(invoiceLoader(args(get(HERE))))).toRedirectTo('/login?redirectTo=%2Fprofile%2Finvoice-data');
    expect(await settle(giftsLoader(args(get('/profile/gift-certificates'))))).toRedirectTo(
      '/login?redirectTo=%2Fprofile%2Fgift-certificates',
    );
    expect(accountAreaMock.calls).toEqual([]);
  });

  it('lists the records newest first, each named and with its details in the invoice form’s words', async () => {
    accountAreaMock.seed(MARIO.userId, PERSON);
    const company = accountAreaMock.seed(MARIO.userId, COMPANY);
    const page = payload<any>(await invoicePage.load());
    expect(page.records.map((r: { holder: string }) => r.holder)).toEqual(['Alimentari Rossi S.r.l.', 'Mario Rossi']);
    expect(page.records[0]).toEqual({
      id: company.personFiscalId,
      holder: 'Alimentari Rossi S.r.l.',
      details: [
        { label: 'Intestatario', value: 'Azienda' },
        { label: 'Partita IVA', value: '01234567890' },
        { label: 'Codice fiscale', value: '01234567890' },
        { label: 'Codice SDI', value: 'ABC1234' },
        { label: 'Indirizzo', value: 'Via Garibaldi 3, 35121 Padova (PD)' },
      ],
    });
    expect(page.confirmDelete).toBeNull();
    // another customer's records are not Mario's
    accountAreaMock.seed(GIULIA.userId, { ...PERSON, firstName: 'Giulia' });
    expect(payload<any>(await invoicePage.load()).records).toHaveLength(2);
  });

  it('asks to confirm the deletion of a record of their own only', async () => {
    const record = accountAreaMock.seed(MARIO.userId, PERSON);
    const giulias = accountAreaMock.seed(GIULIA.userId, PERSON);
    expect(payload<any>(await invoicePage.load(`${HERE}?elimina=${record.personFiscalId}`)).confirmDelete).toMatchObject({
      id: record.personFiscalId,
      holder: 'Mario Rossi',
    });
    for (const other of [String(giulias.personFiscalId), 'abc', '0', '-1', '99999999999']) {
      expect(payload<any>(await invoicePage.load(`${HERE}?elimina=${other}`)).confirmDelete, other).toBeNull();
    }
  });

  it('shows the service-down page when the backend is down, and sends an ended session to login', async () => {
    accountAreaMock.state.down.add('user-person-fiscal/list');
    expect(statusOf(await invoicePage.load())).toBe(503);
    server.use(
      http.get(`${EBSN}/ebsn/api/user-person-fiscal/list`, () =>
        HttpResponse.json(
          envelope(null, { status: 1, errors: [{ code: 'auth.required', error: 'È necessario accedere per continuare.' }] }),
        ),
      ),
    );
    expect(await invoicePage.load()).toRedirectTo('/login?redirectTo=%2Fprofile%2Finvoice-data');
  });
});

describe('/profile/invoice-data action', () => {
  it('answers 400 to an unknown intent or a missing id, calling nothing', async () => {
    const bad: Array<Record<string, string>> = [
      { intent: 'nope' },
      {},
      { intent: 'invoice-fill' },
      { intent: 'delete' },
      { intent: 'delete', personFiscalId: 'x' },
    ];
    for (const fields of bad) {
      expect(statusOf(await invoicePage.submit(fields)), JSON.stringify(fields)).toBe(400);
    }
    expect(
      accountAreaMock.count('user-person-fiscal/delete-person-fiscal') + accountAreaMock.count('user-person-fiscal/insert-billing-address'),
    ).toBe(0);
  });

  it('refuses a wrong value under its field with everything typed kept, and sends nothing', async () => {
    const typed = { ...invoiceFields(COMPANY), invoice_sdi: 'ab12', invoice_companyName: '  Rossi S.r.l. ', intent: 'add' };
    const result = await invoicePage.submit(typed);
    expect(statusOf(result)).toBe(400);
    const answer = payload<any>(result);
    expect(answer.errors).toEqual({ sdi: 'Codice SDI non valido' });
    expect(answer.values).toMatchObject({ personType: 'company', companyName: 'Rossi S.r.l.', sdi: 'AB12', vatNumber: '01234567890' });
    expect(answer.formErrors).toEqual([]);
    expect(accountAreaMock.count('user-person-fiscal/insert-billing-address')).toBe(0);
  });

  it('saves a record and says so; the same data again is said to be saved already', async () => {
    const saved = await invoicePage.submit({ ...invoiceFields(PERSON), invoice_fiscalCode: 'rssmra80e15g224s', intent: 'add' });
    expect(saved).toRedirectTo(HERE);
    await expect(saved).toFlash([{ level: 'success', text: 'Dati per la fattura di Mario Rossi salvati.' }]);
    expect(accountAreaMock.last('user-person-fiscal/insert-billing-address')?.json).toEqual(PERSON);
    expect(accountAreaMock.state.records.get(MARIO.userId)).toHaveLength(1);

    const again = await invoicePage.submit({ ...invoiceFields(PERSON), intent: 'add' });
    expect(again).toRedirectTo(HERE);
    await expect(again).toFlash([{ level: 'info', text: 'I dati per la fattura di Mario Rossi erano già salvati.' }]);
    expect(accountAreaMock.state.records.get(MARIO.userId)).toHaveLength(1);
  });

  it("says the backend's field refusals under their fields, and a refusal of the whole record above the form", async () => {
    server.use(
      http.post(`${EBSN}/ebsn/api/user-person-fiscal/insert-billing-address`, () =>
        HttpResponse.json(
          {
            ...envelope(null, { status: 1 }),
            response: {
              ...envelope(null).response,
              status: 1,
              errors: [{ code: 'error.invoice.field', error: 'Codice SDI non valido', field: 'sdi' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const field = await invoicePage.submit({ ...invoiceFields(COMPANY), intent: 'add' });
    expect(statusOf(field)).toBe(400);
    expect(payload<any>(field)).toMatchObject({ errors: { sdi: 'Codice SDI non valido' }, values: COMPANY, formErrors: [] });

    server.resetHandlers();
    for (let i = 0; i < 20; i++) accountAreaMock.seed(MARIO.userId, { ...PERSON, addressNumber: String(i + 1) });
    const tooMany = await invoicePage.submit({ ...invoiceFields(COMPANY), intent: 'add' });
    expect(statusOf(tooMany)).toBe(400);
    expect(payload<any>(tooMany)).toMatchObject({
      errors: {},
      values: COMPANY,
      formErrors: ['Puoi salvare al massimo 20 intestatari per la fattura: eliminane uno per aggiungerne un altro.'],
    });
  });

  it('deletes a record of their own after the confirmation, naming it; another id is said to be gone', async () => {
    const record = accountAreaMock.seed(MARIO.userId, COMPANY);
    const giulias = accountAreaMock.seed(GIULIA.userId, PERSON);
    const gone = await invoicePage.submit({ intent: 'delete', personFiscalId: String(giulias.personFiscalId) });
    expect(gone).toRedirectTo(HERE);
    await expect(gone).toFlash([{ level: 'error', text: 'Questi dati per la fattura non sono più salvati.' }]);
    expect(accountAreaMock.count('user-person-fiscal/delete-person-fiscal')).toBe(0);
    expect(accountAreaMock.state.records.get(GIULIA.userId)).toHaveLength(1);

    const deleted = await invoicePage.submit({ intent: 'delete', personFiscalId: String(record.personFiscalId) });
    expect(deleted).toRedirectTo(HERE);
    expect(accountAreaMock.last('user-person-fiscal/delete-person-fiscal')?.query).toEqual({
      person_fiscal_id: String(record.personFiscalId),
    });
    await expect(deleted).toFlash([{ level: 'success', text: 'Dati per la fattura di Alimentari Rossi S.r.l. eliminati.' }]);
    expect(accountAreaMock.state.records.get(MARIO.userId)).toEqual([]);
  });
});

describe('/profile/gift-certificates', () => {
  it('lists the certificates with their history: value, validity, status and the orders they went on', async () => {
    const page = payload<any>(await settle(giftsLoader(args(get('/profile/gift-certificates', [await mario()])))));
    expect(accountAreaMock.last('giftcertificate/list')?.query).toEqual({ show_history: 'true' });
    expect(page.certificates.map((c: { code: string; statusText: string }) => [c.code, c.statusText])).toEqual([
      ['FEDELTA15', 'Utilizzabile'],
      ['BENVENUTO10', 'Usato'],
      ['ESTATE2025', 'Scaduto'],
    ]);
    const [loyalty, welcome] = page.certificates;
    expect(loyalty).toMatchObject({
      name: 'Grazie della fedeltà: 15 €',
      given: true,
      uses: [],
      validity: 'dal 23 novembre 2026 al 24 novembre 2027',
    });
    expect(loyalty.value.replace(/\u00a0/g, ' ')).toBe('15,00 € di sconto con una spesa di almeno 100,00 €');
    expect(welcome.value.replace(/\u00a0/g, ' ')).toBe('10% di sconto con una spesa di almeno 50,00 €');
    expect(welcome.uses).toHaveLength(1);
    expect(welcome.uses[0]).toMatchObject({ orderId: 100001, date: '24 novembre 2026' });
  });

  it('says so when there are none', async () => {
    accountAreaMock.state.certificates.clear();
    expect(payload<any>(await settle(giftsLoader(args(get('/profile/gift-certificates', [await mario()]))))).certificates).toEqual([]);
  });
});

describe('the checkout and the saved invoice data', () => {
  const withGoods = () => cartMock.reset({ lines: [{ itemId: 1, productId: 401, quantity: 2, infos: {} }] });
  const checkoutPost = async (fields: Record<string, string>) =>
    settle(checkoutAction(args(await post('/checkout', fields, { cookies: [await mario()] }))));

  it('offers the saved records, named by holder and code, and lives without them', async () => {
    withGoods();
    accountAreaMock.seed(MARIO.userId, PERSON);
    accountAreaMock.seed(MARIO.userId, COMPANY);
    const page = payload<any>(await settle(checkoutLoader(args(get('/checkout', [await mario()])))));
    expect(page.savedInvoices.map((s: { label: string }) => s.label)).toEqual([
      'Alimentari Rossi S.r.l. · 01234567890',
      'Mario Rossi · RSSMRA80E15G224S',
    ]);
    accountAreaMock.state.down.add('user-person-fiscal/list');
    expect(payload<any>(await settle(checkoutLoader(args(get('/checkout', [await mario()]))))).savedInvoices).toEqual([]);
  });

  it('"Usa dati salvati" puts the record in the cart with the invoice asked for, and comes back to the checkout', async () => {
    withGoods();
    const record = accountAreaMock.seed(MARIO.userId, COMPANY);
    const result = await checkoutPost({ intent: 'invoice-fill', personFiscalId: String(record.personFiscalId) });
    expect(result).toRedirectTo('/checkout');
    await expect(result).toFlash([
      { level: 'success', text: "Dati per la fattura di Alimentari Rossi S.r.l. inseriti: controllali e conferma l'ordine." },
    ]);
    expect(JSON.parse(cartMock.state.infos.invoice_data!)).toEqual(COMPANY);
    expect(cartMock.state.infos.need_invoice).toBe('true');
    // the checkout now starts from it
    const page = payload<any>(await settle(checkoutLoader(args(get('/checkout', [await mario()])))));
    expect(page).toMatchObject({ needInvoice: true, invoice: COMPANY });
  });

  it('"Usa dati salvati" with a record that is not the customer’s says it is gone; a garbled id is a 400', async () => {
    withGoods();
    const giulias = accountAreaMock.seed(GIULIA.userId, PERSON);
    const result = await checkoutPost({ intent: 'invoice-fill', personFiscalId: String(giulias.personFiscalId) });
    expect(result).toRedirectTo('/checkout');
    await expect(result).toFlash([
      { level: 'error', text: 'I dati per la fattura scelti non sono più salvati: scegline altri o compila i campi.' },
    ]);
    expect(cartMock.state.infos.invoice_data).toBeUndefined();
    for (const id of ['', 'abc', '0', '1.5'])
      expect(statusOf(await checkoutPost({ intent: 'invoice-fill', personFiscalId: id })), id).toBe(400);
  });

  describe('after a buy', () => {
    const bought: unknown[] = [];
    const buyHandler = http.post(`${EBSN}/ebsn/api/checkout/buy`, async ({ request }) => {
      bought.push(await request.json());
      return HttpResponse.json(
        envelope(
          { orderId: 100077, orderStatusId: 3, date: '2026-11-24T10:00:00Z', deliveryServiceId: 2, totalPrice: 20, grossTotal: 27.9 },
          { userId: MARIO.userId },
        ),
      );
    });
    const buyFields = (extra: Record<string, string>) => ({
      intent: 'buy',
      checkout_key: 'key-0123456789abcdef',
      substitutions: 'all',
      payment_type_id: '12',
      ...extra,
    });

    it('keeps the invoice data of an order with an invoice request among the saved ones', async () => {
      withGoods();
      server.use(buyHandler);
      const result = await checkoutPost(buyFields({ need_invoice: 'true', ...invoiceFields(COMPANY) }));
      expect(result).toRedirectTo('/cart/payment-completed/100077');
      expect(accountAreaMock.last('user-person-fiscal/insert-billing-address')?.json).toEqual(COMPANY);
      expect(accountAreaMock.state.records.get(MARIO.userId)).toHaveLength(1);
    });

    it('saves nothing without an invoice request, and a failure to save never fails the order', async () => {
      withGoods();
      server.use(buyHandler);
      expect(await checkoutPost(buyFields(invoiceFields(COMPANY)))).toRedirectTo('/cart/payment-completed/100077');
      expect(accountAreaMock.count('user-person-fiscal/insert-billing-address')).toBe(0);

      accountAreaMock.state.down.add('user-person-fiscal/insert-billing-address');
      const result = await checkoutPost(buyFields({ need_invoice: 'true', ...invoiceFields(COMPANY) }));
      expect(result).toRedirectTo('/cart/payment-completed/100077');
      expect(accountAreaMock.count('user-person-fiscal/insert-billing-address')).toBe(1);
      await expect(result).toFlash([]);
    });
  });
});
