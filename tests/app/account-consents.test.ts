// Consents after login: checked once at login (a flag in the session), shown by the root loader
// while pending, answered on /consents (update-disclaimer), and the dialog closes in every case.
// Also the profile dashboard and the places of the registration form.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction } from '~/routes/login/route';
import { action as consentsAction, loader as consentsLoader } from '~/routes/consents/route';
import { loader as dashboardLoader } from '~/routes/profile.dashboard';
import { loader as rootLoader } from '~/root';
import { computeFiscalCode } from '#domain/fiscal-code';
import { agenziaCountryName, BIRTH_COUNTRIES, PROVINCES } from '~/lib/places';
import { accountMock, MARIO } from '../mocks/account';
import { args, cookiePair, get, payload, post, readSession, sessionCookie, sessionSetCookie, settle, statusOf } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => accountMock.reset());

const mario = () => sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario', consentsPending: true });

describe('consents after login', () => {
  it('checks once at login and keeps a flag in the session', async () => {
    accountMock.pendingConsents.add(MARIO.userId);
    const result = await settle(
      loginAction(args(await post('/login', { intent: 'login', login: MARIO.email, password: MARIO.password, remember: 'on' }))),
    );
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('consentsPending')).toBe(true);
    expect(accountMock.last('check-disclaimer')!.token).toBe(MARIO.token);
  });

  it('shows the dialog from the root while pending, with sanitized texts', async () => {
    accountMock.pendingConsents.add(MARIO.userId);
    const root = payload(await rootLoader(args(get('/', [await mario()]))));
    expect(root.loggedIn).toBe(true);
    expect(root.consents.map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect(root.consents[0].content).not.toContain('<script');
  });

  it('asks the backend nothing on pages of a shopper without the flag', async () => {
    const cookie = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId });
    const root = payload(await rootLoader(args(get('/', [cookie]))));
    expect(root.consents).toBeNull();
    expect(root.loggedIn).toBe(true);
    expect(accountMock.last('check-disclaimer')).toBeUndefined();
  });

  it('drops the flag when the backend has nothing left to ask', async () => {
    const result = await rootLoader(args(get('/', [await mario()])));
    const root = payload(result);
    expect(root.consents).toBeNull();
    const cookie = new Headers((result as unknown as { init: ResponseInit }).init.headers)
      .getSetCookie()
      .find((c) => c.startsWith('__spesa='));
    expect((await readSession(cookie)).get('consentsPending')).toBeUndefined();
  });
});

describe('/consents', () => {
  it('refuses an unticked required consent and an unanswered optional one, with the spec message', async () => {
    accountMock.pendingConsents.add(MARIO.userId);
    const result = await settle(
      consentsAction(
        args(await post('/consents', { intent: 'update', redirectTo: '/category/frutta' }, { cookies: [await mario()], honeypot: false })),
      ),
    );
    expect(statusOf(result)).toBe(400);
    expect(payload(result).errors).toEqual({
      consent_1: ['È obbligatorio accettare questo consenso per procedere'],
      consent_2: ['Campo obbligatorio'],
    });
    expect(accountMock.last('update-disclaimer')).toBeUndefined();
  });

  it('sends the answers, clears the flag and goes back', async () => {
    accountMock.pendingConsents.add(MARIO.userId);
    const result = await settle(
      consentsAction(
        args(
          await post(
            '/consents',
            { intent: 'update', redirectTo: '/category/frutta', consent_1: 'on', consent_2: 'true' },
            { cookies: [await mario()], honeypot: false },
          ),
        ),
      ),
    );
    expect(result).toRedirectTo('/category/frutta');
    expect(accountMock.last('update-disclaimer')!.json).toEqual({
      disclaimers: [
        { registrationDisclaimerId: 1, value: 'true' },
        { registrationDisclaimerId: 2, value: 'true' },
      ],
    });
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('consentsPending')).toBeUndefined();
    expect(session.get('messages')).toEqual([{ level: 'success', text: 'I tuoi consensi sono stati aggiornati.' }]);
  });

  it('closes the dialog even when the backend refuses the update', async () => {
    accountMock.pendingConsents.add(MARIO.userId);
    accountMock.updateFails = true;
    const result = await settle(
      consentsAction(
        args(
          await post(
            '/consents',
            { intent: 'update', redirectTo: '//evil.example', consent_1: 'on', consent_2: 'false' },
            { cookies: [await mario()], honeypot: false },
          ),
        ),
      ),
    );
    expect(result).toRedirectTo('/');
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('consentsPending')).toBeUndefined();
    expect(session.get('messages')?.[0]?.level).toBe('error');
  });

  it('is for logged-in shoppers, with a CSRF token', async () => {
    expect(await settle(consentsLoader(args(get('/consents'))))).toRedirectTo('/login?redirectTo=%2Fconsents');
    expect(
      statusOf(
        await settle(consentsAction(args(await post('/consents', { intent: 'update' }, { cookies: [await mario()], csrf: false })))),
      ),
    ).toBe(403);
  });
});

describe('profile dashboard', () => {
  it('greets the user by name and shows the e-mail and the consents', async () => {
    server.use(
      http.get('*/ebsn/api/order/list', () =>
        HttpResponse.json({
          response: { status: 0 },
          data: { orders: [], page: { selPage: 1, totPages: 0, totItems: 0, itemsPerPage: 12 } },
        }),
      ),
      // the lists cannot be read: the dashboard says so in their section and shows the rest
      http.get('*/ebsn/api/wishlist/list', () =>
        HttpResponse.json({ response: { status: 1, errors: [{ code: 'error.generic', error: 'Errore' }] }, data: null }),
      ),
    );
    const page = payload(
      await dashboardLoader(args(get('/profile/dashboard', [await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId })]))),
    );
    expect(page).toMatchObject({ name: 'Mario', email: MARIO.email, confirmed: true, orders: [], lists: null });
    expect(page.consents).toEqual([
      { id: 1, title: 'Informativa privacy', given: true },
      { id: 2, title: 'Comunicazioni commerciali', given: false },
    ]);
  });

  it('sends the shopper to login when the backend no longer knows the session as logged in', async () => {
    const cookie = await sessionCookie({ ebsnToken: 'tok-unknown', userId: MARIO.userId });
    const result = await settle(dashboardLoader(args(get('/profile/dashboard', [cookie]))));
    expect(result).toRedirectTo('/login?redirectTo=%2Fprofile%2Fdashboard');
    expect((await readSession(cookiePair(sessionSetCookie(result as Response)!))).get('userId')).toBeUndefined();
  });
});

describe('places of the registration form', () => {
  it('offers only countries whose fiscal-code place code is known', () => {
    for (const country of BIRTH_COUNTRIES.filter((c) => c.code !== 'IT')) {
      const code = computeFiscalCode({
        firstName: 'Anna',
        lastName: 'Bianchi',
        gender: 'F',
        birthDate: '1990-04-03',
        birthCountry: agenziaCountryName(country.code)!,
        birthPlace: '',
      });
      expect(code, country.name).toMatch(/^BNCNNA90D43Z\d{3}[A-Z]$/);
    }
    expect(new Set(BIRTH_COUNTRIES.map((c) => c.code)).size).toBe(BIRTH_COUNTRIES.length);
  });
  it('lists the provinces of the fiscal-code data', () => {
    expect(PROVINCES.length).toBeGreaterThanOrEqual(107);
    expect(PROVINCES.find(([code]) => code === 'PD')).toEqual(['PD', 'Padova']);
  });
});
