// The customer's own area's markup as the server renders it (no JS): /profile/invoice-data with its
// records under headings, a delete link named after each, the confirmation as a page section with a
// POST form and a link back, and a refused form with what was typed and each error tied to its field;
// /profile/gift-certificates with its certificates and the orders they went on.
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InvoiceFields, InvoiceFillForm } from '~/components/checkout/InvoiceFields';
import GiftCertificatesPage, { loader as giftsLoader } from '~/routes/profile.gift-certificates/route';
import InvoiceDataPage, { action as invoiceAction, loader as invoiceLoader } from '~/routes/profile.invoice-data/route';
import DashboardPage from '~/routes/profile.dashboard';
import { MARIO } from '../mocks/account';
import { accountAreaMock, COMPANY, PERSON } from '../mocks/account-area';
import { args, get, payload, post, settle } from './account-helpers';
import { mario } from './cart-helpers';
import { renderRoutes } from './render-routes';
import { useMsw } from './msw';

useMsw();

/** The page at `url` as the server renders it, with the loader's data and, for a refused POST, the action's. */
async function render(url: string, element: ReactElement, data: unknown, actionData?: unknown): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: 'page',
      path: new URL(url, 'http://shop.test').pathname,
      loader: () => data as object,
      action: () => (actionData ?? null) as object | null,
      element,
    },
  ];
  return renderRoutes(routes, url, actionData ? 'add' : undefined);
}

const HERE = '/profile/invoice-data';
const loadInvoicePage = async (url = HERE) => payload(await settle(invoiceLoader(args(get(url, [await mario()])))));

describe('/profile/invoice-data markup without JS', () => {
  it('a heading per record, its details, a delete link named after it, and the add form with its intent', async () => {
    const company = accountAreaMock.seed(MARIO.userId, COMPANY);
    const html = await render(HERE, <InvoiceDataPage />, await loadInvoicePage());
    expect(html).toMatch(/<h1[^>]*>Dati per la fattura<\/h1>/);
    expect(html).toMatch(/<h2 id="records-heading"[^>]*>I tuoi intestatari<\/h2>/);
    expect(html).toMatch(new RegExp(`<h3 id="record-${company.personFiscalId}"[^>]*>Alimentari Rossi S.r.l.</h3>`));
    expect(html).toMatch(/<dt[^>]*>Codice SDI<\/dt><dd[^>]*>ABC1234<\/dd>/);
    expect(html).toMatch(
      new RegExp(
        `aria-label="Elimina i dati per la fattura di Alimentari Rossi S.r.l."[^>]*href="/profile/invoice-data\\?elimina=${company.personFiscalId}"`,
      ),
    );
    expect(html).toMatch(/<h2 id="add-heading"[^>]*>Aggiungi un intestatario<\/h2>/);
    expect(html).toMatch(/<form method="post"[\s\S]*?name="invoice_personType"[\s\S]*?name="intent" value="add"/);
    expect(html).not.toContain('Vuoi eliminare');
  });

  it('the delete confirmation names the record: a POST form with its id and intent, and a link back', async () => {
    const record = accountAreaMock.seed(MARIO.userId, PERSON);
    const html = await render(
      `${HERE}?elimina=${record.personFiscalId}`,
      <InvoiceDataPage />,
      await loadInvoicePage(`${HERE}?elimina=${record.personFiscalId}`),
    );
    expect(html).toMatch(/<h2 id="confirm-heading"[^>]*>Vuoi eliminare i dati per la fattura di Mario Rossi\?<\/h2>/);
    expect(html).toMatch(
      new RegExp(
        `<form method="post"[^>]*>[\\s\\S]*?name="personFiscalId" value="${record.personFiscalId}"[\\s\\S]*?name="intent" value="delete"[^>]*>Sì, elimina i dati<`,
      ),
    );
    expect(html).toMatch(/href="\/profile\/invoice-data"[^>]*>No, tieni i dati</);
  });

  it('a refused form keeps what was typed, with a summary and each error tied to its field', async () => {
    const cookie = await mario();
    const fields = {
      intent: 'add',
      invoice_personType: 'company',
      invoice_companyName: 'Rossi S.r.l.',
      invoice_vatNumber: '01234567890',
      invoice_fiscalCode: '01234567890',
      invoice_sdi: 'ab12',
      invoice_address1: 'Via Roma',
      invoice_addressNumber: '1',
      invoice_city: 'Padova',
      invoice_postalcode: '35122',
      invoice_province: 'PD',
    };
    const refused = payload(await settle(invoiceAction(args(await post(HERE, fields, { cookies: [cookie] })))));
    const html = await render(HERE, <InvoiceDataPage />, await loadInvoicePage(), refused);
    expect(html).toMatch(
      /role="alert"[\s\S]*?Controlla i dati inseriti[\s\S]*?href="#invoice-sdi"[^>]*>Codice SDI: Codice SDI non valido</,
    );
    expect(html).toMatch(/value="Rossi S.r.l."/);
    expect(html).toMatch(/<input[^>]*value="company"[^>]*checked=""|<input[^>]*checked=""[^>]*value="company"/);
    expect(html).toMatch(/<input[^>]*name="invoice_sdi"[^>]*aria-invalid="true"[^>]*aria-describedby="invoice-sdi-error"[^>]*value="AB12"/);
    expect(html).toMatch(/<ul id="invoice-sdi-error"[\s\S]*?Codice SDI non valido/);
  });
});

describe('/profile/gift-certificates markup', () => {
  it('a heading per certificate, its code, value, validity, status, and a link to the order it went on', async () => {
    const data = payload(await settle(giftsLoader(args(get('/profile/gift-certificates', [await mario()])))));
    const html = await render('/profile/gift-certificates', <GiftCertificatesPage />, data);
    expect(html).toMatch(/<h1[^>]*>I miei buoni<\/h1>/);
    expect(html).toMatch(/<h3 id="gift-1"[^>]*>Grazie della fedeltà: 15 €<\/h3>/);
    expect(html).toMatch(/<dt[^>]*>Codice<\/dt><dd[^>]*>FEDELTA15<\/dd>/);
    expect(html).toContain('15,00 € di sconto con una spesa di almeno 100,00 €');
    expect(html).toContain('dal 23 novembre 2026 al 24 novembre 2027');
    expect(html).toMatch(/Stato: <\/span>Utilizzabile/);
    expect(html).toMatch(/Stato: <\/span>Usato/);
    expect(html).toMatch(/Stato: <\/span>Scaduto/);
    expect(html).toMatch(/href="\/profile\/orders\/100001"[^>]*>Ordine n. 100001</);
    expect(html).toContain('usato il 24 novembre 2026');
    expect(html).toContain('sconto di 12,00 €');
    // read-only: no form at all
    expect(html).not.toContain('<form');
  });
});

describe("the checkout's invoice request with saved invoice data", () => {
  it('a labelled select of the saved records and a button of a form of their own, so Enter in a field never uses them', async () => {
    const element = (
      <>
        <InvoiceFillForm />
        <form method="post">
          <InvoiceFields needInvoice={false} values={PERSON} errors={{}} saved={[{ id: 7, label: 'Mario Rossi · RSSMRA80E15G224S' }]} />
          <button type="submit" name="intent" value="buy">
            Conferma
          </button>
        </form>
      </>
    );
    const html = await render('/checkout', element, null);
    expect(html).toMatch(/<form method="post"[^>]*id="invoice-fill"[^>]*>[\s\S]*?name="csrf"[\s\S]*?<\/form>/);
    expect(html).toMatch(/<label for="invoice-saved"[^>]*>Usa dati salvati<\/label>/);
    expect(html).toMatch(
      /<select[^>]*name="personFiscalId"[^>]*form="invoice-fill"[^>]*id="invoice-saved"[^>]*aria-describedby="invoice-saved-help"/,
    );
    expect(html).toMatch(/<option value="7">Mario Rossi · RSSMRA80E15G224S<\/option>/);
    expect(html).toMatch(/<button type="submit" form="invoice-fill" name="intent" value="invoice-fill"[^>]*>Usa questi dati<\/button>/);
    // the fields are the invoice form's, filled with the values given
    expect(html).toMatch(/name="invoice_fiscalCode"[^>]*value="RSSMRA80E15G224S"/);

    const none = await render('/checkout', <InvoiceFields needInvoice={false} values={PERSON} errors={{}} />, null);
    expect(none).not.toContain('Usa dati salvati');
  });
});

describe('the dashboard', () => {
  const dashboard = (root: object) =>
    renderRoutes(
      [
        {
          id: 'root',
          path: '/',
          loader: () => root,
          children: [
            {
              path: 'profile/dashboard',
              loader: () => ({
                name: 'Paolo',
                email: 'paolo@example.com',
                pendingEmail: null,
                confirmed: true,
                consents: [],
                orders: [],
                moreOrders: false,
                lists: [],
              }),
              element: <DashboardPage />,
            },
          ],
        },
      ],
      '/profile/dashboard',
    );

  it('says once that the cart cannot be shown now, not that no service was chosen (issue 24 §4)', async () => {
    const html = await dashboard({ loggedIn: true, cart: null, cartUnavailable: true });
    expect(html.match(/Il carrello non è disponibile/g)).toHaveLength(1);
    expect(html).not.toContain('Non hai ancora scelto');
  });

  it('names the service and the slot of the next shopping when the cart came in', async () => {
    const cart = { serviceId: 1, addressName: 'Drive Milano', slot: { date: '2026-12-02', beginTime: '18:00', endTime: '20:00' } };
    const html = await dashboard({ loggedIn: true, cart });
    expect(html).toContain('Drive Milano');
    expect(html).toMatch(/dalle 18:00 alle 20:00/);
    expect(html).not.toContain('Il carrello non è disponibile');
  });
});
