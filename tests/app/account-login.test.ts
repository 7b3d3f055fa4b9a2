// Login, MFA step, forgot-password, logout, the login guard and an expired session (419), against msw.
import { beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction, loader as loginLoader } from '~/routes/login/route';
import { action as logoutAction } from '~/routes/logout/route';
import { loader as dashboardLoader } from '~/routes/profile.dashboard';
import { loader as rootLoader } from '~/root';
import { requireUser } from '~/lib/auth.server';
import { accountMock, EXPIRED_TOKEN, GIULIA, GUEST_TOKEN, MARIO } from '../mocks/account';
import {
  args,
  cookiePair,
  get,
  isRedirect,
  payload,
  post,
  readSession,
  sessionCookie,
  sessionSetCookie,
  setCookies,
  settle,
  statusOf,
} from './account-helpers';
import { useMsw } from './msw';

useMsw();
beforeEach(() => accountMock.reset());

const credentials = (extra: Record<string, string> = {}) => ({
  intent: 'login',
  login: MARIO.email,
  password: MARIO.password,
  remember: 'on',
  ...extra,
});

describe('login', () => {
  it('logs in, rotates the cookie session (new token, nothing of the old one) and goes to the profile', async () => {
    const old = await sessionCookie({ ebsnToken: 'tok-old-guest', registrationEmail: 'someone@example.com' });
    const result = await settle(loginAction(args(await post('/login', credentials(), { cookies: [old] }))));
    expect(isRedirect(result)).toBe(true);
    expect(result).toRedirectTo('/profile/dashboard');
    const cookie = sessionSetCookie(result as Response);
    expect(cookie).toBeDefined();
    expect(cookiePair(cookie!)).not.toBe(old);
    const session = await readSession(cookie);
    expect(session.get('ebsnToken')).toBe(MARIO.token);
    expect(session.get('userId')).toBe(MARIO.userId);
    expect(session.get('firstName')).toBe('Mario');
    expect(session.get('registrationEmail')).toBeUndefined();
    expect(session.get('messages')).toEqual([{ level: 'success', text: 'Bentornato, Mario!' }]);
    // the backend got the form of the contract, with the old token
    const call = accountMock.last('auth/login')!;
    expect(call.form).toMatchObject({ login: MARIO.email, password: MARIO.password, remember_me: 'true', show_sectors: 'false' });
    expect(call.token).toBe('tok-old-guest');
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('rotates the CSRF token at login: the one of the login form no longer validates', async () => {
    const request = await post('/login', credentials());
    const before = request.headers.get('Cookie')!.match(/__spesa_csrf=[^;]+/)![0];
    const result = await settle(loginAction(args(request)));
    expect(result).toRedirectTo('/profile/dashboard');
    const rotated = setCookies(result as Response).find((c) => c.startsWith('__spesa_csrf='));
    expect(rotated).toBeDefined();
    expect(cookiePair(rotated!)).not.toBe(before);
  });

  it('strips spaces from the e-mail on the server too', async () => {
    await settle(loginAction(args(await post('/login', credentials({ login: ' mario.rossi @example.com ' })))));
    expect(accountMock.last('auth/login')!.form!.login).toBe(MARIO.email);
  });

  it('honours a safe redirectTo and refuses an unsafe one', async () => {
    const back = await settle(loginAction(args(await post('/login', credentials({ redirectTo: '/category/frutta?page=2' })))));
    expect(back).toRedirectTo('/category/frutta?page=2');
    for (const unsafe of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login']) {
      const result = await settle(loginAction(args(await post('/login', credentials({ redirectTo: unsafe })))));
      expect(result, unsafe).toRedirectTo('/profile/dashboard');
    }
  });

  it('keeps a not-remembered login to the browser session (no Max-Age)', async () => {
    const { remember: _r, ...fields } = credentials();
    const result = await settle(loginAction(args(await post('/login', fields))));
    const cookie = sessionSetCookie(result as Response)!;
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(accountMock.last('auth/login')!.form!.remember_me).toBe('false');
  });

  it('shows the wrong-credentials message in the form and never sends the password back', async () => {
    const result = await settle(loginAction(args(await post('/login', credentials({ password: 'Sbagliata!1' })))));
    expect(statusOf(result)).toBe(400);
    const reply = payload(result).result;
    expect(reply.error['']).toEqual(['E-mail o password non corretti.']);
    expect(reply.initialValue.login).toBe(MARIO.email);
    expect(JSON.stringify(reply)).not.toContain('Sbagliata!1');
  });

  it('asks for e-mail and password with the spec messages', async () => {
    const result = await settle(loginAction(args(await post('/login', { intent: 'login', login: '', password: '' }))));
    expect(statusOf(result)).toBe(400);
    expect(payload(result).result.error).toMatchObject({ login: ["Digitare l'e-mail"], password: ['Digitare la password'] });
    const bad = await settle(loginAction(args(await post('/login', { intent: 'login', login: 'mario@', password: 'x' }))));
    expect(payload(bad).result.error.login).toEqual(['Digitare una e-mail valida']);
    expect(accountMock.calls.filter((c) => c.path === 'auth/login')).toHaveLength(0);
  });

  it("answers a crafted post (a field twice) in the spec's words, never zod's English", async () => {
    const twice = await settle(loginAction(args(await post('/login', { intent: 'login', login: ['a@b.it', 'c@d.it'], password: 'x' }))));
    expect(statusOf(twice)).toBe(400);
    expect(payload(twice).result.error.login).toEqual(['Valore non valido']);
    // a schema's own message still speaks (required_error), and nothing reached the backend
    const missing = await settle(loginAction(args(await post('/login', { intent: 'login', password: 'x' }))));
    expect(payload(missing).result.error.login).toEqual(["Digitare l'e-mail"]);
    expect(accountMock.calls.filter((c) => c.path === 'auth/login')).toHaveLength(0);
  });

  it('sends a logged-in shopper on from the login page', async () => {
    const cookie = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId });
    const result = await settle(loginLoader(args(get('/login?redirectTo=%2Fsearch%3Fq%3Dlatte', [cookie]))));
    expect(result).toRedirectTo('/search?q=latte');
  });
});

describe('login MFA step', () => {
  it('asks for the pin, keeping the password only sealed in a short-lived cookie, then logs in', async () => {
    const first = await settle(
      loginAction(
        args(
          await post('/login', {
            intent: 'login',
            login: GIULIA.email,
            password: GIULIA.password,
            remember: 'on',
            redirectTo: '/search?q=pane',
          }),
        ),
      ),
    );
    expect(first).toRedirectTo('/login?redirectTo=%2Fsearch%3Fq%3Dpane');
    const mfaCookie = setCookies(first as Response).find((c) => c.startsWith('__spesa_mfa='))!;
    expect(mfaCookie).toMatch(/HttpOnly/i);
    expect(mfaCookie).toMatch(/Max-Age=300/);
    const raw = decodeURIComponent(cookiePair(mfaCookie));
    expect(raw).not.toContain(GIULIA.password);
    expect(Buffer.from(raw.split('=')[1]!.split('.')[0]!, 'base64').toString()).not.toContain(GIULIA.password);

    // the pin step shows the e-mail, not the password
    const page = payload(await loginLoader(args(get('/login?redirectTo=%2Fsearch%3Fq%3Dpane', [cookiePair(mfaCookie)]))));
    expect(page.mfa).toEqual({ login: GIULIA.email });
    expect(JSON.stringify(page)).not.toContain(GIULIA.password);

    // a wrong pin stays on the step with the message on the pin field
    const wrong = await settle(
      loginAction(args(await post('/login', { intent: 'mfa', mfa_pin: '000000' }, { cookies: [cookiePair(mfaCookie)] }))),
    );
    expect(statusOf(wrong)).toBe(400);
    expect(payload(wrong).result.error.mfa_pin).toEqual(['Il codice di verifica non è corretto.']);

    const second = await settle(
      loginAction(args(await post('/login', { intent: 'mfa', mfa_pin: '123 456' }, { cookies: [cookiePair(mfaCookie)] }))),
    );
    expect(second).toRedirectTo('/search?q=pane');
    expect(accountMock.last('auth/login')!.form).toMatchObject({
      login: GIULIA.email,
      password: GIULIA.password,
      mfa_pin: '123456',
      remember_me: 'true',
    });
    const session = await readSession(sessionSetCookie(second as Response));
    expect(session.get('ebsnToken')).toBe(GIULIA.token);
    expect(session.get('userId')).toBe(GIULIA.userId);
    // the pending step is cleared with the login
    expect(setCookies(second as Response).find((c) => c.startsWith('__spesa_mfa='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a tampered or missing pending step', async () => {
    const result = await settle(
      loginAction(args(await post('/login', { intent: 'mfa', mfa_pin: '123456' }, { cookies: ['__spesa_mfa=forged'] }))),
    );
    expect(result).toRedirectTo('/login');
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('messages')?.[0]?.text).toMatch(/scaduto/);
  });
});

describe('form protection', () => {
  it('rejects a post without the honeypot, with it filled, or without a CSRF token', async () => {
    expect(statusOf(await settle(loginAction(args(await post('/login', credentials(), { honeypot: false })))))).toBe(400);
    expect(statusOf(await settle(loginAction(args(await post('/login', credentials(), { honeypot: 'I am a bot' })))))).toBe(400);
    expect(statusOf(await settle(loginAction(args(await post('/login', credentials(), { csrf: false })))))).toBe(403);
    expect(accountMock.calls.filter((c) => c.path === 'auth/login')).toHaveLength(0);
  });
});

describe('forgot password from the login form', () => {
  it('requests a reset for a valid e-mail and says the same for any address', async () => {
    const known = await settle(loginAction(args(await post('/login', { intent: 'forgot', login: MARIO.email, password: '' }))));
    expect(known).toRedirectTo('/reset-password-sent');
    expect(accountMock.last('password_reset_token_request')!.query.e_mail).toBe(MARIO.email);
    const unknown = await settle(loginAction(args(await post('/login', { intent: 'forgot', login: 'nessuno@example.com', password: '' }))));
    expect(unknown).toRedirectTo('/reset-password-sent');
  });
  it('opens the reset request page when the e-mail is not valid', async () => {
    const result = await settle(loginAction(args(await post('/login', { intent: 'forgot', login: 'mario', password: '' }))));
    expect(result).toRedirectTo('/reset-password-request?e_mail=mario');
    expect(accountMock.last('password_reset_token_request')).toBeUndefined();
    expect(await settle(loginAction(args(await post('/login', { intent: 'forgot', login: '' }))))).toRedirectTo('/reset-password-request');
  });
});

describe('social login start', () => {
  it('sends the browser to the provider when Google is configured, with our callback as redirect_uri', async () => {
    process.env.SOCIAL_GOOGLE = '1';
    try {
      const result = await settle(loginAction(args(await post('/login', { intent: 'social' }))));
      expect(result).toRedirectTo(/^https:\/\/accounts\.example\.test\/auth/);
      expect(accountMock.last('social-redir/google/start')!.query.redirect_uri).toBe('http://shop.test/ebsn/api/social-redir/google');
      expect(payload(await loginLoader(args(get('/login')))).socialGoogle).toBe(true);
    } finally {
      delete process.env.SOCIAL_GOOGLE;
    }
    expect(statusOf(await settle(loginAction(args(await post('/login', { intent: 'social' })))))).toBe(404);
  });
});

describe('requireUser and expired sessions', () => {
  it('sends a guest to login and back afterwards', async () => {
    const result = await settle(dashboardLoader(args(get('/profile/dashboard?tab=1'))));
    expect(result).toRedirectTo('/login?redirectTo=%2Fprofile%2Fdashboard%3Ftab%3D1');
    expect(accountMock.calls).toHaveLength(0);
  });

  it('lets a logged-in shopper through without asking the backend, and confirms with auth/test when told', async () => {
    const cookie = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario' });
    const user = await requireUser(get('/profile/dashboard', [cookie]), { context: {} });
    expect(user.userId).toBe(MARIO.userId);
    expect(accountMock.calls).toHaveLength(0);
    await requireUser(get('/profile/dashboard', [cookie]), { confirm: true, context: {} });
    expect(accountMock.last('auth/test')!.token).toBe(MARIO.token);
  });

  it('turns a 419 into a fresh start at login with the spec message, shown by the root loader', async () => {
    const cookie = await sessionCookie({ ebsnToken: EXPIRED_TOKEN, userId: MARIO.userId, firstName: 'Mario' });
    const result = await settle(requireUser(get('/profile/dashboard', [cookie]), { confirm: true, context: {} }));
    expect(result).toRedirectTo('/login?redirectTo=%2Fprofile%2Fdashboard');
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('userId')).toBeUndefined();
    expect(session.get('ebsnToken')).toBeUndefined();
    // the same from a page loader whose backend call answers 419
    const fromPage = await settle(dashboardLoader(args(get('/profile/dashboard', [cookie]))));
    expect(fromPage).toRedirectTo('/login?redirectTo=%2Fprofile%2Fdashboard');

    // the login page's shell shows the message, and the shopper is logged out
    const root = payload(
      await rootLoader(args(get('/login?redirectTo=%2Fprofile%2Fdashboard', [cookiePair(sessionSetCookie(result as Response)!)]))),
    );
    expect(root.messages).toEqual([{ level: 'error', text: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.' }]);
    expect(root.loggedIn).toBe(false);
  });
});

describe('logout', () => {
  it('ends the backend session, replaces the cookie session and says goodbye', async () => {
    const cookie = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario', consentsPending: true });
    const result = await settle(logoutAction(args(await post('/logout', { intent: 'logout' }, { cookies: [cookie], honeypot: false }))));
    expect(result).toRedirectTo('/');
    expect(accountMock.last('auth/logout')!.token).toBe(MARIO.token);
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('userId')).toBeUndefined();
    expect(session.get('consentsPending')).toBeUndefined();
    expect(session.get('ebsnToken')).toBe(GUEST_TOKEN);
    expect(session.get('messages')).toEqual([{ level: 'success', text: 'Sei uscito dal tuo account.' }]);
  });
  it('needs the CSRF token', async () => {
    const cookie = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId });
    expect(
      statusOf(await settle(logoutAction(args(await post('/logout', { intent: 'logout' }, { cookies: [cookie], csrf: false }))))),
    ).toBe(403);
  });
});
