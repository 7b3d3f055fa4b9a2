// Registration: every rule and message of account.md §5 (the schema browser and server share), the
// fiscal-code match of the action, backend field errors, social prefill, and no password in replies.
import { parseWithZod } from '@conform-to/zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { registrationSchema } from '~/lib/account-forms';
import { registerUserSchema } from '~/ebsn/account-schemas';
import { action as registerAction, loader as registerLoader } from '~/routes/registration-user/route';
import { action as resendAction, loader as completedLoader } from '~/routes/registration-completed';
import { action as confirmAction, loader as confirmedLoader } from '~/routes/registration-confirmed';
import { loader as socialCallback } from '~/routes/ebsn.api.social-redir.google';
import { accountMock, CONFIRM_CODE, MARIO, USED_CONFIRM_CODE } from '../mocks/account';
import { args, cookiePair, get, payload, post, readSession, sessionCookie, sessionSetCookie, settle, statusOf } from './account-helpers';
import { useMsw } from './msw';

useMsw();
beforeEach(() => accountMock.reset());

const PASSWORD = 'Ciao!Mondo2026';
const valid = {
  intent: 'register',
  firstName: 'Mario',
  lastName: 'Rossi',
  gender: 'M',
  birthDate: '1985-12-10',
  birthCountry: 'IT',
  birthProvince: 'PD',
  birthPlace: 'Padova',
  fiscalCode: 'rssmra85t10g224q',
  email: 'Mario.Nuovo@Example.com',
  emailConfirm: 'mario.nuovo@example.com',
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  phone: '+39 049 123 4567',
  address1: 'Via Roma',
  addressNumber: '12',
  postalcode: '35121',
  city: 'Padova',
  province: 'PD',
  consent_1: 'on',
  consent_2: 'false',
};

const consents = [
  { id: 1, required: true },
  { id: 2, required: false },
];
const TODAY = new Date('2026-11-21T12:00:00Z');

function errorsOf(fields: Record<string, string>, { social = false } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const submission = parseWithZod(form, { schema: registrationSchema({ consents, social, today: () => TODAY }) });
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

describe('registration rules (shared schema)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires every field but the marketing answer with "Campo obbligatorio"', () => {
    const errors = errorsOf({ intent: 'register' });
    for (const field of [
      'firstName',
      'lastName',
      'gender',
      'birthDate',
      'birthPlace',
      'birthProvince',
      'email',
      'emailConfirm',
      'password',
      'passwordConfirm',
      'phone',
      'address1',
      'addressNumber',
      'postalcode',
      'city',
      'province',
    ]) {
      expect(errors[field], field).toEqual(['Campo obbligatorio']);
    }
    expect(errors.fiscalCode).toEqual(["E' necessario inserire il codice fiscale"]);
    expect(errors.consent_1).toEqual(['È obbligatorio accettare questo consenso per procedere']);
    // the optional consent is a yes/no that must be answered
    expect(errors.consent_2).toEqual(['Campo obbligatorio']);
  });

  it('checks formats with the spec messages', () => {
    const errors = errorsOf({
      ...valid,
      email: 'mario@esempio',
      emailConfirm: 'altro@example.com',
      phone: '12ab',
      postalcode: '123',
      birthDate: '2026-02-30',
    });
    expect(errors.email).toEqual(['Digitare una e-mail valida']);
    expect(errors.emailConfirm).toBeUndefined(); // compared only with a valid address
    expect(errors.phone).toEqual(['Digitare un numero di telefono valido']);
    expect(errors.postalcode).toEqual(['Il CAP deve essere di 4 o 5 cifre']);
    expect(errors.birthDate).toEqual(['Digitare una data valida']);
    expect(errorsOf({ ...valid, emailConfirm: 'altro@example.com' }).emailConfirm).toEqual(['Le e-mail inserite non coincidono']);
  });

  it('shows every unmet password rule at once, then the confirmation', () => {
    expect(errorsOf({ ...valid, password: 'abc', passwordConfirm: 'abc' }).password).toEqual([
      'Lunghezza minima 8 caratteri',
      'Deve contenere almeno 1 caratteri maiuscoli',
      'Deve contenere almeno 1 caratteri speciali',
    ]);
    expect(errorsOf({ ...valid, password: `A!${'a'.repeat(70)}`, passwordConfirm: 'x' }).password).toEqual([
      'Lunghezza massima 64 caratteri',
    ]);
    expect(errorsOf({ ...valid, passwordConfirm: 'Ciao!Mondo2027' }).passwordConfirm).toEqual(['Le password inserite non coincidono']);
  });

  it('refuses a password of white space only with "Campo obbligatorio" (issue 9)', () => {
    for (const blank of [' ', ' '.repeat(8), '\t'.repeat(8)]) {
      expect(errorsOf({ ...valid, password: blank, passwordConfirm: blank }).password, JSON.stringify(blank)).toEqual([
        'Campo obbligatorio',
      ]);
    }
    // spaces do not count towards the length
    expect(errorsOf({ ...valid, password: 'Ab!cd12     ', passwordConfirm: 'Ab!cd12     ' }).password).toEqual([
      'Lunghezza minima 8 caratteri',
    ]);
  });

  it('must be of age', () => {
    expect(errorsOf({ ...valid, birthDate: '2008-11-22' }).birthDate).toEqual(["E' necessario essere maggiorenni per proseguire"]);
    expect(errorsOf({ ...valid, birthDate: '2008-11-21' }).birthDate).toBeUndefined();
  });

  it('takes "no fiscal code" instead of the code, and refuses a malformed one', () => {
    const { fiscalCode: _f, ...withoutCode } = valid;
    expect(errorsOf({ ...withoutCode, noFiscalCode: 'on' })).toEqual({});
    expect(errorsOf({ ...valid, fiscalCode: 'RSSMRA85' }).fiscalCode).toEqual([
      'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.',
    ]);
  });

  it('needs the province of birth only for people born in Italy', () => {
    expect(errorsOf({ ...valid, birthCountry: 'DE', birthProvince: '', birthPlace: 'Berlino' }).birthProvince).toBeUndefined();
    expect(errorsOf({ ...valid, birthProvince: '' }).birthProvince).toEqual(['Campo obbligatorio']);
  });

  it('has no password fields for a social registration', () => {
    const { password: _p, passwordConfirm: _c, ...social } = valid;
    expect(errorsOf(social, { social: true })).toEqual({});
  });
});

describe('registration page', () => {
  it('offers the consents of the backend, sanitized', async () => {
    const page = payload(await registerLoader(args(get('/registration-user'))));
    expect(page.social).toBe(false);
    expect(page.consents.map((c: { id: number; required: boolean }) => [c.id, c.required])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(page.consents[0].content).toContain('<strong>con cura</strong>');
    expect(page.consents[0].content).not.toContain('<script');
    expect(accountMock.last('registration-disclaimer/list')!.query).toEqual({ store_id: '5', registration_module_type_id: '2' });
  });

  it('registers, sending the contract body, and goes on to the completed page', async () => {
    const result = await settle(registerAction(args(await post('/registration-user', valid))));
    expect(result).toRedirectTo('/registration-completed');
    const body = registerUserSchema.parse(accountMock.last('register_user')!.json);
    expect(body).toMatchObject({
      firstName: 'Mario',
      email: 'mario.nuovo@example.com',
      password: PASSWORD,
      phone: '+39 049 123 4567',
      noFiscalCode: false,
      fiscalCode: 'RSSMRA85T10G224Q',
      birthDate: '1985-12-10',
      birthCountry: 'IT',
      birthPlace: 'Padova',
      birthProvince: 'PD',
      gender: 'M',
      address: { address1: 'Via Roma', addressNumber: '12', postalcode: '35121', city: 'Padova', province: 'PD' },
      disclaimers: [
        { registrationDisclaimerId: 1, value: 'true' },
        { registrationDisclaimerId: 2, value: 'false' },
      ],
    });
    await expect(result).toSetSession({ registrationEmail: 'mario.nuovo@example.com' });
  });

  it('matches the fiscal code with the personal data, on the server', async () => {
    const mismatch = await settle(registerAction(args(await post('/registration-user', { ...valid, fiscalCode: 'BNCNNA90D43Z112R' }))));
    expect(statusOf(mismatch)).toBe(400);
    expect(payload(mismatch).result.error.fiscalCode).toEqual([
      'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.',
    ]);
    const notComputable = await settle(
      registerAction(args(await post('/registration-user', { ...valid, birthPlace: 'Paese che non esiste' }))),
    );
    expect(payload(notComputable).result.error.fiscalCode).toEqual([
      "Il codice fiscale non puo' essere calcolato, verifica i campi anagrafici inseriti",
    ]);
    // born abroad: the country's name as the Agenzia lists it
    const abroad = await settle(
      registerAction(
        args(
          await post('/registration-user', {
            ...valid,
            firstName: 'Anna',
            lastName: 'Bianchi',
            gender: 'F',
            birthDate: '1990-04-03',
            birthCountry: 'DE',
            birthProvince: '',
            birthPlace: 'Berlino',
            fiscalCode: 'BNCNNA90D43Z112R',
          }),
        ),
      ),
    );
    expect(abroad).toRedirectTo('/registration-completed');
    expect(accountMock.calls.filter((c) => c.path === 'register_user')).toHaveLength(1);
  });

  it('keeps what was typed but never the passwords', async () => {
    const result = await settle(registerAction(args(await post('/registration-user', { ...valid, phone: 'abc' }))));
    expect(statusOf(result)).toBe(400);
    const reply = payload(result).result;
    expect(reply.error.phone).toEqual(['Digitare un numero di telefono valido']);
    expect(reply.initialValue.firstName).toBe('Mario');
    expect(reply.initialValue.password).toBeUndefined();
    expect(reply.initialValue.passwordConfirm).toBeUndefined();
    expect(JSON.stringify(reply)).not.toContain(PASSWORD);
  });

  it('goes on to the completed page for an address already registered, as for a new one (issue 9)', async () => {
    const taken = await settle(
      registerAction(args(await post('/registration-user', { ...valid, email: 'taken@example.com', emailConfirm: 'taken@example.com' }))),
    );
    expect(taken).toRedirectTo('/registration-completed');
    await expect(taken).toSetSession({ registrationEmail: 'taken@example.com' });
  });

  it('puts backend errors on their fields', async () => {
    const cap = await settle(
      registerAction(args(await post('/registration-user', { ...valid, email: 'cap@example.com', emailConfirm: 'cap@example.com' }))),
    );
    expect(payload(cap).result.error.postalcode).toEqual(['CAP non servito']);
  });

  it('is a public form: honeypot and CSRF', async () => {
    expect(statusOf(await settle(registerAction(args(await post('/registration-user', valid, { honeypot: false })))))).toBe(400);
    expect(statusOf(await settle(registerAction(args(await post('/registration-user', valid, { csrf: false })))))).toBe(403);
    expect(accountMock.last('register_user')).toBeUndefined();
  });
});

describe('social registration', () => {
  it('lands a first social login on the prefilled registration, without passwords', async () => {
    const callback = await settle(socialCallback(args(get('/ebsn/api/social-redir/google?code=new-user&state=s1'))));
    expect(callback).toRedirectTo('/registration-user?social_login=google');
    expect(accountMock.last('social-redir/google')!.query).toEqual({ code: 'new-user', state: 's1' });
    const cookie = cookiePair(sessionSetCookie(callback as Response)!);
    expect((await readSession(cookie)).get('ebsnToken')).toBe('tok-social');

    const page = payload(await registerLoader(args(get('/registration-user?social_login=google', [cookie]))));
    expect(page.social).toBe(true);
    expect(page.prefill).toEqual({
      firstName: 'Anna',
      lastName: 'Verdi',
      email: 'anna.verdi@gmail.com',
      emailConfirm: 'anna.verdi@gmail.com',
    });

    const { password: _p, passwordConfirm: _c, ...fields } = valid;
    const result = await settle(
      registerAction(
        args(
          await post('/registration-user', { ...fields, socialLogin: 'google', noFiscalCode: 'on', fiscalCode: '' }, { cookies: [cookie] }),
        ),
      ),
    );
    expect(result).toRedirectTo('/registration-social-completed');
    expect(accountMock.last('register_user')!.json).toMatchObject({ socialLogin: 'google', noFiscalCode: true, fiscalCode: null });
  });

  it('tells a social registrant that the address is taken (the provider authenticated them)', async () => {
    const callback = await settle(socialCallback(args(get('/ebsn/api/social-redir/google?code=new-user&state=s1'))));
    const cookie = cookiePair(sessionSetCookie(callback as Response)!);
    const { password: _p, passwordConfirm: _c, ...fields } = valid;
    const taken = await settle(
      registerAction(
        args(
          await post(
            '/registration-user',
            {
              ...fields,
              email: 'taken@example.com',
              emailConfirm: 'taken@example.com',
              socialLogin: 'google',
              noFiscalCode: 'on',
              fiscalCode: '',
            },
            { cookies: [cookie] },
          ),
        ),
      ),
    );
    expect(payload(taken).result.error.email).toEqual(['Esiste già un account con questa e-mail. Accedi oppure recupera la password.']);
  });

  it('logs a known social user in with a rotated session', async () => {
    const result = await settle(socialCallback(args(get('/ebsn/api/social-redir/google?code=mario&state=s2'))));
    expect(result).toRedirectTo('/profile/dashboard');
    await expect(result).toSetSession({ ebsnToken: MARIO.token, userId: MARIO.userId });
  });

  it('sends a refused social login back to login with a message', async () => {
    const result = await settle(socialCallback(args(get('/ebsn/api/social-redir/google?error=access_denied'))));
    expect(result).toRedirectTo('/login');
    expect((await readSession(sessionSetCookie(result as Response))).get('messages')?.[0]?.text).toBe(
      'Non è stato possibile accedere con Google, riprova.',
    );
  });
});

describe('registration completed and confirmed', () => {
  it('resends the confirmation e-mail to the address just registered', async () => {
    const cookie = await sessionCookie({ registrationEmail: 'mario.nuovo@example.com' });
    expect(payload(await completedLoader(args(get('/registration-completed', [cookie])))).email).toBe('mario.nuovo@example.com');
    const result = await settle(resendAction(args(await post('/registration-completed', { intent: 'resend' }, { cookies: [cookie] }))));
    expect(result).toRedirectTo('/registration-completed');
    expect(accountMock.last('registration_resend_email')!.query.e_mail).toBe('mario.nuovo@example.com');
    expect((await readSession(sessionSetCookie(result as Response))).get('messages')?.[0]?.text).toBe(
      "Ti abbiamo inviato di nuovo l'e-mail di conferma.",
    );
  });

  it('asks for the address when this browser does not know it', async () => {
    const bad = await settle(resendAction(args(await post('/registration-completed', { intent: 'resend', e_mail: 'x' }))));
    expect(payload(bad).result.error.e_mail).toEqual(['Digitare una e-mail valida']);
    await settle(resendAction(args(await post('/registration-completed', { intent: 'resend', e_mail: 'anna@example.com' }))));
    expect(accountMock.last('registration_resend_email')!.query.e_mail).toBe('anna@example.com');
  });

  it('confirms from the e-mail link, and offers the code form when it is wrong or missing', async () => {
    const ok = payload(
      await confirmedLoader(args(get(`/registration-confirmed?e_mail=mario.nuovo%40example.com&reg_control_code=${CONFIRM_CODE}`))),
    );
    expect(ok.status).toBe('confirmed');
    expect(accountMock.last('registration_confirm')!.query).toEqual({ e_mail: 'mario.nuovo@example.com', reg_control_code: CONFIRM_CODE });
    expect(
      payload(await confirmedLoader(args(get('/registration-confirmed?e_mail=mario.nuovo%40example.com&reg_control_code=NOPE')))).status,
    ).toBe('invalid');
    expect(payload(await confirmedLoader(args(get('/registration-confirmed')))).status).toBe('form');
    // the link of an account confirmed already says so
    expect(
      payload(
        await confirmedLoader(args(get(`/registration-confirmed?e_mail=mario.nuovo%40example.com&reg_control_code=${USED_CONFIRM_CODE}`))),
      ).status,
    ).toBe('already');

    const wrong = await settle(
      confirmAction(
        args(await post('/registration-confirmed', { intent: 'confirm', e_mail: 'mario.nuovo@example.com', reg_control_code: 'NOPE' })),
      ),
    );
    expect(payload(wrong).result.error['']).toEqual([
      'Il codice di conferma non è valido o è scaduto. Controlla il codice oppure richiedi una nuova e-mail.',
    ]);
    const right = await settle(
      confirmAction(
        args(
          await post('/registration-confirmed', { intent: 'confirm', e_mail: 'mario.nuovo@example.com', reg_control_code: CONFIRM_CODE }),
        ),
      ),
    );
    expect(right).toRedirectTo('/registration-confirmed?confirmed=1');
  });

  it('says how long the lockout lasts when too many codes were tried, by hand or by the link (issue 24)', async () => {
    const typed = await settle(
      confirmAction(
        args(await post('/registration-confirmed', { intent: 'confirm', e_mail: 'bloccato@example.com', reg_control_code: CONFIRM_CODE })),
      ),
    );
    expect(payload(typed).result.error['']).toEqual(['Troppi tentativi di accesso non riusciti. Riprova tra 12 minuti.']);
    const linked = payload(
      await confirmedLoader(args(get(`/registration-confirmed?e_mail=bloccato%40example.com&reg_control_code=${CONFIRM_CODE}`))),
    );
    expect(linked).toMatchObject({ status: 'invalid', errors: ['Troppi tentativi di accesso non riusciti. Riprova tra 12 minuti.'] });
  });
});
