// msw stand-in for the account calls of the commerce API (app/ebsn/account-schemas.ts): two
// customers (one with MFA), tokens per user, consents, registration, confirmation and reset.
// Tests read what the storefront sent from `accountMock.calls` and steer answers with its flags.
import { http, HttpResponse } from 'msw';
import { EBSN, envelope } from './handlers';

export const MARIO = {
  userId: 7,
  email: 'mario.rossi@example.com',
  password: 'Spesa!2026',
  firstName: 'Mario',
  lastName: 'Rossi',
  token: 'tok-user-7',
};
export const GIULIA = {
  userId: 8,
  email: 'giulia.bianchi@example.com',
  password: 'Spesa!2026',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  token: 'tok-user-8',
  pin: '123456',
};
export const EXPIRED_TOKEN = 'tok-expired';
export const GUEST_TOKEN = 'tok-guest-1';
export const RESET_TOKEN = 'good-reset-token';
export const CONFIRM_CODE = 'ABC123';
/** the code of an account confirmed already (its e-mail link opened again) */
export const USED_CONFIRM_CODE = 'USED123';
export const EMAIL_TOKEN = 'email-change-token';
/** the address EMAIL_TOKEN confirms (Mario's new one) */
export const NEW_EMAIL = 'mario.nuovo@example.com';

/** Mario's personal data as user_detail answers them (the fiscal code matches them) */
export const MARIO_DETAIL = {
  phone: '+39 049 1234567',
  fiscalCode: 'RSSMRA80E15G224S',
  noFiscalCode: false,
  birthDate: '1980-05-15',
  birthCountry: 'IT',
  birthPlace: 'Padova',
  birthProvince: 'PD',
  gender: 'M',
  address: { address1: 'Via Roma', addressNumber: '12', postalcode: '35122', city: 'Padova', province: 'PD' },
};
/** update_user_detail answers these with a field error (on address.postalcode) or a failure of no field */
export const UNSERVED_POSTALCODE = '99999';
export const FAILING_FIRST_NAME = 'Guasto';
/** update_email_request refuses it: another account has it */
export const TAKEN_EMAIL = 'taken@example.com';

const users = [MARIO, GIULIA];
const byToken = (token: string | null) => users.find((u) => u.token === token);

export const disclaimers = [
  {
    registrationDisclaimerId: 1,
    registrationModuleDisclaimerId: 11,
    disclaimerTitle: 'Informativa privacy',
    disclaimerContent: '<p>Trattiamo i tuoi dati <strong>con cura</strong>.</p><script>alert(1)</script>',
    disclaimerUrl: '/page/privacy-policy',
    disclaimerLabel: 'Dichiaro di aver letto l’informativa privacy',
    required: 'true',
    value: null,
  },
  {
    registrationDisclaimerId: 2,
    registrationModuleDisclaimerId: 12,
    disclaimerTitle: 'Comunicazioni commerciali',
    disclaimerContent: '<p>Offerte e novità via e-mail.</p>',
    disclaimerUrl: null,
    disclaimerLabel: 'Acconsento a ricevere comunicazioni commerciali',
    required: 'false',
    value: null,
  },
];

export type Call = {
  path: string;
  method: string;
  token: string | null;
  query: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
};

export const accountMock = {
  calls: [] as Call[],
  /** users whose consents are still to give (check-disclaimer answers them) */
  pendingConsents: new Set<number>(),
  updateFails: false,
  /** personal data stored by update_user_detail, per user id (user_detail answers them) */
  details: new Map<number, Record<string, unknown>>(),
  /** e-mail changes asked for and not confirmed, per user id */
  pendingEmails: new Map<number, string>(),
  reset() {
    this.calls = [];
    this.pendingConsents = new Set();
    this.updateFails = false;
    this.details = new Map();
    this.pendingEmails = new Map();
  },
  last(path: string): Call | undefined {
    return [...this.calls].reverse().find((c) => c.path === path);
  },
};

function fail(code: string, error: string, extra: Record<string, unknown> = {}, userId = -1) {
  const body = envelope(null, { status: 1, errors: [{ error, code, ...extra } as { error: string; code: string }], userId });
  return HttpResponse.json(body);
}

async function record(request: Request, path: string): Promise<Call> {
  const url = new URL(request.url);
  const call: Call = {
    path,
    method: request.method,
    token: request.headers.get('x-ebsn-account'),
    query: Object.fromEntries(url.searchParams),
  };
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'POST' && type.includes('application/x-www-form-urlencoded'))
    call.form = Object.fromEntries(new URLSearchParams(await request.text()));
  if (request.method === 'POST' && type.includes('application/json')) call.json = await request.json();
  accountMock.calls.push(call);
  return call;
}

const api = (path: string) => `${EBSN}/ebsn/api/${path}`;

/** user_detail of a customer: Mario's personal data (or what update_user_detail stored), the pending e-mail */
function detailOf(user: (typeof users)[number]) {
  return {
    userId: user.userId,
    login: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profile: { confirmed: true, level: 1 },
    ...(user === MARIO ? MARIO_DETAIL : {}),
    ...accountMock.details.get(user.userId),
    pendingEmail: accountMock.pendingEmails.get(user.userId) ?? null,
  };
}

export const accountHandlers = [
  http.post(api('auth/login'), async ({ request }) => {
    const { form = {} } = await record(request, 'auth/login');
    const user = users.find((u) => u.email === form.login && u.password === form.password);
    if (!user) return fail('auth.invalidCredentials', 'Credenziali non valide');
    if (user === GIULIA) {
      if (!form.mfa_pin) return fail('auth.mfaRequired', 'Inserire il codice di verifica');
      if (form.mfa_pin !== GIULIA.pin) return fail('auth.mfaInvalid', 'Codice non valido');
    }
    return HttpResponse.json(
      envelope(
        {
          cartId: 100 + user.userId,
          user: { userId: user.userId, login: user.email, email: user.email, firstName: user.firstName, lastName: user.lastName },
        },
        { userId: user.userId },
      ),
      {
        headers: { 'x-ebsn-account': user.token },
      },
    );
  }),
  http.post(api('auth/logout'), async ({ request }) => {
    await record(request, 'auth/logout');
    return HttpResponse.json(envelope(null), { headers: { 'x-ebsn-account': GUEST_TOKEN } });
  }),
  http.get(api('auth/test'), async ({ request }) => {
    const { token } = await record(request, 'auth/test');
    if (token === EXPIRED_TOKEN) return HttpResponse.json(envelope(null, { status: 1 }), { status: 419 });
    return HttpResponse.json(envelope({}, { userId: byToken(token)?.userId ?? -1 }));
  }),
  http.get(api('user-registration-disclaimer/check-disclaimer'), async ({ request }) => {
    const { token } = await record(request, 'check-disclaimer');
    if (token === EXPIRED_TOKEN) return HttpResponse.json(envelope(null, { status: 1 }), { status: 419 });
    const user = byToken(token);
    const missing = user && accountMock.pendingConsents.has(user.userId) ? disclaimers : [];
    return HttpResponse.json(
      envelope({ registrationModules: missing.length ? [{ registrationModuleId: 3, registrationModuleDisclaimers: missing }] : [] }),
    );
  }),
  http.post(api('user-registration-disclaimer/update-disclaimer'), async ({ request }) => {
    const { token } = await record(request, 'update-disclaimer');
    if (accountMock.updateFails) return fail('disclaimer.error', 'Aggiornamento non riuscito');
    const user = byToken(token);
    if (user) accountMock.pendingConsents.delete(user.userId);
    return HttpResponse.json(envelope(null));
  }),
  http.get(api('user-registration-disclaimer/list-by-type'), async ({ request }) => {
    await record(request, 'list-by-type');
    return HttpResponse.json(
      envelope({ registrationDisclaimers: disclaimers.map((d) => ({ ...d, value: d.required === 'true' ? 'true' : 'false' })) }),
    );
  }),
  http.get(api('registration-disclaimer/list'), async ({ request }) => {
    await record(request, 'registration-disclaimer/list');
    return HttpResponse.json(envelope({ registrationDisclaimers: disclaimers }));
  }),
  http.post(api('registration/register_user'), async ({ request }) => {
    const { json } = await record(request, 'register_user');
    const body = json as { email: string; socialLogin?: string | null };
    // a taken address is told only to a social registrant; a password registration hears what a new
    // account hears (the backend e-mails the owner instead)
    if (body.email === 'taken@example.com' && body.socialLogin) return fail('registration.emailTaken', 'E-mail già registrata');
    if (body.email === 'cap@example.com') return fail('registration.invalid', 'CAP non servito', { field: 'address.postalcode' });
    return HttpResponse.json(envelope(body.socialLogin ? { userId: 99 } : {}));
  }),
  http.get(api('registration/registration_confirm'), async ({ request }) => {
    const { query } = await record(request, 'registration_confirm');
    if (query.reg_control_code === USED_CONFIRM_CODE) return HttpResponse.json(envelope({ confirmed: true, alreadyConfirmed: true }));
    if (query.e_mail === 'bloccato@example.com')
      return fail('auth.locked', 'Troppi tentativi di accesso non riusciti. Riprova tra 12 minuti.');
    if (query.reg_control_code !== CONFIRM_CODE) return fail('registration.codeInvalid', 'Codice non valido');
    return HttpResponse.json(envelope({ confirmed: true }));
  }),
  http.get(api('registration/registration_resend_email'), async ({ request }) => {
    await record(request, 'registration_resend_email');
    return HttpResponse.json(envelope(null));
  }),
  http.get(api('registration/password_reset_token_request'), async ({ request }) => {
    const { query } = await record(request, 'password_reset_token_request');
    // an unknown address is refused: the storefront must not tell the difference
    if (!users.some((u) => u.email === query.e_mail)) return fail('registration.unknownEmail', 'Email non trovata');
    return HttpResponse.json(envelope(null));
  }),
  http.get(api('registration/password_reset_token_check'), async ({ request }) => {
    const { query } = await record(request, 'password_reset_token_check');
    return HttpResponse.json(envelope({ valid: query.reset_token === RESET_TOKEN }));
  }),
  http.get(api('registration/password_reset'), async ({ request }) => {
    const { query } = await record(request, 'password_reset');
    if (query.reset_token !== RESET_TOKEN) return fail('registration.tokenInvalid', 'Token non valido');
    if (query.password === 'Password!1reused') return fail('registration.passwordPolicy', 'La password è già stata usata di recente');
    return HttpResponse.json(envelope({ reset: true }));
  }),
  http.get(api('registration/update_email'), async ({ request }) => {
    const { query, token } = await record(request, 'update_email');
    if (query.token !== EMAIL_TOKEN) return fail('registration.tokenInvalid', 'Token non valido');
    // the envelope's user is the session's: Mario's session now logs in with the new address
    const user = byToken(token);
    const answer = envelope({ email: NEW_EMAIL }, { userId: user?.userId ?? -1 });
    return HttpResponse.json({ ...answer, user: { ...answer.user, login: user === MARIO ? NEW_EMAIL : (user?.email ?? null) } });
  }),
  http.post(api('registration/update_user_detail'), async ({ request }) => {
    const { token, json } = await record(request, 'update_user_detail');
    if (token === EXPIRED_TOKEN) return HttpResponse.json(envelope(null, { status: 1 }), { status: 419 });
    const user = byToken(token);
    if (!user) return fail('auth.required', 'Login richiesto');
    const body = json as { firstName?: string; address?: { postalcode?: string } };
    if (body.address?.postalcode === UNSERVED_POSTALCODE)
      return fail('registration.invalid', 'CAP non servito', { field: 'address.postalcode' }, user.userId);
    if (body.firstName === FAILING_FIRST_NAME) return fail('error.generic', 'Errore imprevisto', {}, user.userId);
    accountMock.details.set(user.userId, body as Record<string, unknown>);
    return HttpResponse.json(envelope({ ...detailOf(user), ...body }, { userId: user.userId }));
  }),
  http.get(api('registration/update_email_request'), async ({ request }) => {
    const { token, query } = await record(request, 'update_email_request');
    const user = byToken(token);
    if (!user) return fail('auth.required', 'Login richiesto');
    if (query.new_email === TAKEN_EMAIL)
      return fail(
        'registration.emailTaken',
        'Questo indirizzo e-mail è già utilizzato da un altro account.',
        { field: 'new_email' },
        user.userId,
      );
    accountMock.pendingEmails.set(user.userId, query.new_email!);
    return HttpResponse.json(envelope(null, { userId: user.userId }));
  }),
  http.get(api('registration/user_detail'), async ({ request }) => {
    const { token } = await record(request, 'user_detail');
    if (token === EXPIRED_TOKEN) return HttpResponse.json(envelope(null, { status: 1 }), { status: 419 });
    const user = byToken(token);
    if (!user) return fail('auth.required', 'Login richiesto');
    return HttpResponse.json(envelope(detailOf(user), { userId: user.userId }));
  }),
  http.get(api('registration/social_user_detail'), async ({ request }) => {
    const { token } = await record(request, 'social_user_detail');
    if (token !== 'tok-social') return fail('social.none', 'Nessun accesso social in corso');
    return HttpResponse.json(envelope({ provider: 'google', email: 'anna.verdi@gmail.com', firstName: 'Anna', lastName: 'Verdi' }));
  }),
  http.get(api('social-redir/google/start'), async ({ request }) => {
    const { query } = await record(request, 'social-redir/google/start');
    return HttpResponse.json(
      envelope({ url: `https://accounts.example.test/auth?redirect_uri=${encodeURIComponent(query.redirect_uri ?? '')}` }),
    );
  }),
  http.get(api('social-redir/google'), async ({ request }) => {
    const { query } = await record(request, 'social-redir/google');
    if (query.code === 'new-user')
      return HttpResponse.json(envelope({ firstLogin: true, user: null }), { headers: { 'x-ebsn-account': 'tok-social' } });
    if (query.code === 'mario') {
      return HttpResponse.json(
        envelope(
          { firstLogin: false, user: { userId: MARIO.userId, login: MARIO.email, firstName: MARIO.firstName } },
          { userId: MARIO.userId },
        ),
        {
          headers: { 'x-ebsn-account': MARIO.token },
        },
      );
    }
    return fail('social.failed', 'Accesso non riuscito');
  }),
];
