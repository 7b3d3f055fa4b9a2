// /profile/profile-update's markup as the server renders it (no JS): the registration's fields,
// prefilled, in a POST form with its intent; the e-mail form with its own; a refused save with the
// error under the fiscal code (aria-describedby) and what was typed kept; the notice of an e-mail
// change asked for, and the address waiting for its confirmation.
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import ProfileUpdatePage, { action, loader } from '~/routes/profile.profile-update/route';
import { accountMock, MARIO, NEW_EMAIL } from '../mocks/account';
import { args, get, payload, post, sessionCookie, settle } from './account-helpers';
import { renderRoutes } from './render-routes';
import { useMsw } from './msw';

useMsw();
beforeEach(() => accountMock.reset());

const mario = () => sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario' });

/** The page at `url` as the server renders it, with the action's answer when given. */
async function render(url: string, actionData?: unknown): Promise<string> {
  const data = payload(await loader(args(get(url, [await mario()]))));
  const routes: RouteObject[] = [
    {
      id: 'profile-update',
      path: '/profile/profile-update',
      loader: () => data,
      action: () => (actionData ?? null) as object | null,
      element: <ProfileUpdatePage />,
    },
  ];
  return renderRoutes(routes, url, actionData ? 'x' : undefined);
}

/** the attributes of the input named `name` */
const inputOf = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('personal data page without JS', () => {
  it('offers the registration fields prefilled, and the e-mail form, each POST form with its intent', async () => {
    const html = await render('/profile/profile-update');
    expect(html).toMatch(/<h1[^>]*>Dati personali<\/h1>/);
    expect(inputOf(html, 'firstName')).toContain('value="Mario"');
    expect(inputOf(html, 'fiscalCode')).toContain('value="RSSMRA80E15G224S"');
    expect(inputOf(html, 'noFiscalCode')).not.toContain('checked');
    expect(html).toMatch(/<input type="radio" name="gender"[^>]*checked=""[^>]*value="M"\/>Maschio/);
    expect(html).toMatch(/<input type="radio" name="gender"[^>]*class="[^"]*" value="F"\/>Femmina/);
    expect(html).toMatch(/<option value="PD" selected="">/);
    expect(inputOf(html, 'postalcode')).toContain('value="35122"');
    // without JS the province of birth is offered with its hint, the fiscal code beside its box
    expect(html).toContain('Solo se sei nato in Italia.');
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Codice fiscale/);
    expect(html).toMatch(/<legend[^>]*>Indirizzo di fatturazione<\/legend>/);
    expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*?name="intent" value="update-profile"/);
    expect(html).toMatch(/name="newEmail"[\s\S]*?name="newEmailConfirm"[\s\S]*?name="password"[\s\S]*?name="intent" value="email"/);
    expect(html).toContain('Accedi con l&#x27;e-mail mario.rossi@example.com.');
    expect(html).not.toContain('In attesa di conferma');
    expect(html).not.toContain('Ti abbiamo inviato');
  });

  it('a refused save: the spec message under the fiscal code, tied to it, and everything typed kept', async () => {
    const typed = {
      intent: 'update-profile',
      firstName: 'Mario',
      lastName: 'Rossi',
      gender: 'M',
      birthDate: '1980-05-16',
      birthCountry: 'IT',
      birthProvince: 'PD',
      birthPlace: 'Padova',
      fiscalCode: 'RSSMRA80E15G224S',
      phone: '+39 347 9999999',
      address1: 'Via Nuova',
      addressNumber: '7',
      postalcode: '35123',
      city: 'Padova',
      province: 'PD',
    };
    const refused = payload(await settle(action(args(await post('/profile/profile-update', typed, { cookies: [await mario()] })))));
    const html = await render('/profile/profile-update', refused);
    const fiscal = inputOf(html, 'fiscalCode');
    expect(fiscal).toContain('aria-invalid="true"');
    const described = fiscal.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(described).toBeTruthy();
    expect(html).toMatch(
      new RegExp(
        `<ul id="${described}"[^>]*>[\\s\\S]*?Il codice fiscale inserito non corrisponde ai tuoi dati personali\\. Verifica e riprova\\.`,
      ),
    );
    expect(inputOf(html, 'phone')).toContain('value="+39 347 9999999"');
    expect(inputOf(html, 'birthDate')).toContain('value="1980-05-16"');
    expect(inputOf(html, 'address1')).toContain('value="Via Nuova"');
    // the error summary leads to the field
    expect(html).toMatch(/<a href="#[^"]*fiscalCode"[^>]*>Codice fiscale: Il codice fiscale inserito/);
  });

  it('says the e-mail change was asked for, and shows the address waiting for its confirmation', async () => {
    await settle(
      action(
        args(
          await post(
            '/profile/profile-update',
            { intent: 'email', newEmail: NEW_EMAIL, newEmailConfirm: NEW_EMAIL, password: MARIO.password },
            { cookies: [await mario()] },
          ),
        ),
      ),
    );
    const html = await render('/profile/profile-update?emailchanged=true');
    expect(html).toMatch(
      /role="status"[^>]*>[\s\S]*?Ti abbiamo inviato un&#x27;e-mail all&#x27;indirizzo nuovo: apri il link per confermarlo\./,
    );
    expect(html).toContain(`In attesa di conferma: ${NEW_EMAIL}`);
  });
});
