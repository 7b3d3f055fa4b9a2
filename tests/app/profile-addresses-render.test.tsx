// The address book's markup as the server renders it (no JS): every action a POST form with its
// intent, the delete confirmation a page section with Si and a No link, the favourite store a
// labelled select, and the add/edit form a dialog inside the page with what was typed kept.
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStorage } from '~/lib/session.server';
import AddressesPage, { loader as bookLoader } from '~/routes/profile.addresses/route';
import ManageAddressPage, { action as manageAction, loader as manageLoader } from '~/routes/profile.addresses.manage.($addressId)/route';
import { MARIO } from '../mocks/account';
import { placesHandlers, placesMock } from '../mocks/places';
import { args, cookiePair, get, payload, post, settle } from './account-helpers';
import { renderRoutes } from './render-routes';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => {
  placesMock.reset();
  server.use(...placesHandlers);
});

async function marioCookie(): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('ebsnToken', MARIO.token);
  session.set('userId', MARIO.userId);
  return cookiePair(await sessionStorage.commitSession(session));
}

/** The page as the server renders it: the book at `url`, the manage dialog inside it when `child` is given. */
async function render(url: string, child?: { data: unknown; actionData?: unknown }): Promise<string> {
  const bookData = payload(await bookLoader(args(get(url, [await marioCookie()]))));
  const children: RouteObject[] = child
    ? [
        {
          id: 'manage',
          path: 'manage/:addressId?',
          loader: () => child.data as object,
          action: () => (child.actionData ?? null) as object | null,
          element: <ManageAddressPage />,
        },
      ]
    : [];
  const routes: RouteObject[] = [{ id: 'book', path: '/profile/addresses', loader: () => bookData, element: <AddressesPage />, children }];
  return renderRoutes(routes, url, child?.actionData ? 'save' : undefined);
}

describe('address book markup without JS', () => {
  it('a heading per address, edit and delete links named after it, the favourite marked, forms with their intents', async () => {
    const html = await render('/profile/addresses');
    expect(html).toMatch(/<h1[^>]*>I miei indirizzi<\/h1>/);
    expect(html).toMatch(/<h2 id="homes-heading"[^>]*>Indirizzi di consegna a casa<\/h2>/);
    expect(html).toMatch(/<h3 id="address-701"[^>]*>Casa<\/h3>/);
    expect(html).toContain('href="/profile/addresses/manage"');
    expect(html).toMatch(/aria-label="Modifica l&#x27;indirizzo «Ufficio»"[^>]*href="\/profile\/addresses\/manage\/702"/);
    expect(html).toMatch(/aria-label="Elimina l&#x27;indirizzo «Ufficio»"[^>]*href="\/profile\/addresses\?delete=702"/);
    expect(html).toContain('Preferito per la consegna');
    // the favourite has no "make favourite" button; the other home has one, posting its id and kind
    expect(html).not.toContain('Rendi «Casa» l&#x27;indirizzo di consegna preferito');
    expect(html).toMatch(/name="addressId" value="702"[\s\S]*?name="kind" value="delivery"[\s\S]*?name="intent" value="set-default"/);
    // the store favourite: a labelled select with the current one chosen, tied to its help text
    expect(html).toMatch(/<label for="favourite-store"[^>]*>Scegli il punto di ritiro preferito/);
    expect(html).toMatch(/<select[^>]*name="addressId"[^>]*id="favourite-store"[^>]*aria-describedby="favourite-store-help"/);
    expect(html).toMatch(/<option value="501" selected="">Drive: Drive Padova Arcella, Padova<\/option>/);
    expect(html).not.toContain('Sei sicuro di voler eliminare questo indirizzo?');
  });

  it('the delete confirmation: the spec’s question, a POST form with Si, and No back to the list', async () => {
    const html = await render('/profile/addresses?delete=702');
    expect(html).toMatch(/<h2 id="delete-title"[^>]*>Sei sicuro di voler eliminare questo indirizzo\?<\/h2>/);
    expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*?name="addressId" value="702"[\s\S]*?name="intent" value="delete"[^>]*>Si</);
    expect(html).toMatch(/href="\/profile\/addresses"[^>]*>No</);
  });

  it('the add form: a dialog in the page with its title, labelled fields, no second heading', async () => {
    const data = payload(await manageLoader(args(get('/profile/addresses/manage', [await marioCookie()]))));
    const html = await render('/profile/addresses/manage', { data });
    expect(html).toMatch(/<dialog open=""[^>]*aria-labelledby="manage-address-title"/);
    // an h2: without JS the address book's h1 is on the page above it (a probe found two h1)
    expect(html).toMatch(/<h2 id="manage-address-title"[^>]*>Nuovo indirizzo di consegna<\/h2>/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>I miei indirizzi<\/h1>/);
    expect(html).not.toContain('id="address-form-title"');
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Nome dell&#x27;indirizzo/);
    expect(html).toMatch(/name="intent" value="save"/);
    expect(html).toMatch(/aria-label="Chiudi"[^>]*href="\/profile\/addresses"/);
  });

  it('a refused save keeps what was typed, with the reason, errors tied to the fields', async () => {
    const cookie = await marioCookie();
    const fields = {
      intent: 'save',
      addressName: 'Casa al mare',
      address1: 'Via Lungomare',
      addressNumber: '3',
      postalcode: '99999',
      city: 'Padova',
      province: 'PD',
      doorbellName: 'Rossi',
      phone: 'abc',
    };
    const refused = payload(await settle(manageAction(args(await post('/profile/addresses/manage', fields, { cookies: [cookie] })))));
    const data = payload(await manageLoader(args(get('/profile/addresses/manage', [cookie]))));
    const html = await render('/profile/addresses/manage', { data, actionData: refused });
    expect(html).toMatch(/name="doorbellName"[^>]*value="Rossi"|value="Rossi"[^>]*name="doorbellName"/);
    expect(html).toContain('Digitare un numero di telefono valido');
    expect(html).toMatch(
      /aria-invalid="true"[^>]*aria-describedby="[^"]*phone[^"]*-error"|aria-describedby="[^"]*phone[^"]*-error"[^>]*aria-invalid/,
    );
  });
});
