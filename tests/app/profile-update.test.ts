// Personal data and e-mail of the profile (account.md §2 /profile/profile-update and its result
// pages, §5, §7 update_user_detail and update_email_request; decision 027): the shared schema, the
// backend's field names mapped onto the form's, what the actions send and where they go, and the
// e-mail link landing a logged-in customer on /profile/email-updated.
import { parseWithZod } from '@conform-to/zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { userDetailSchema, userDetailUpdateSchema } from '~/ebsn/account-schemas';
import { tErrors } from '~/i18n/errors';
import { userDetailBody } from '../../backend/accounts/profile';
import { emailChangeSchema, INTENT, personalDataSchema, PROFILE_PAGES } from '~/lib/account-forms';
import {
  EMAIL_CHANGE_FIELDS,
  fieldErrors,
  formRefusal,
  PERSONAL_DATA_FIELDS,
  personalDataDefaults,
  REGISTRATION_FIELDS,
} from '~/lib/account-forms.server';
import { loader as emailConfirmedLoader } from '~/routes/email-confirmed';
import { loader as emailUpdatedLoader } from '~/routes/profile.email-updated';
import { loader as confirmedLoader } from '~/routes/profile.profile-confirmed';
import { action, loader } from '~/routes/profile.profile-update/route';
import { loader as errorLoader } from '~/routes/profile.profile-update-error';
import { loader as updatedLoader } from '~/routes/profile.profile-updated';
import {
  accountMock,
  EMAIL_TOKEN,
  FAILING_FIRST_NAME,
  GIULIA,
  MARIO,
  MARIO_DETAIL,
  NEW_EMAIL,
  TAKEN_EMAIL,
  UNSERVED_POSTALCODE,
} from '../mocks/account';
import { args, get, payload, post, readSession, sessionCookie, sessionSetCookie, settle, statusOf } from './account-helpers';
import { useMsw } from './msw';

useMsw();
beforeEach(() => accountMock.reset());

const TODAY = new Date('2026-11-21T12:00:00Z');
const FISCAL_MISMATCH = 'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.';

/** Mario's data as the form posts them */
const valid = {
  intent: INTENT.updateProfile,
  firstName: 'Mario',
  lastName: 'Rossi',
  gender: 'M',
  birthDate: MARIO_DETAIL.birthDate,
  birthCountry: 'IT',
  birthProvince: 'PD',
  birthPlace: 'Padova',
  fiscalCode: 'rssmra80e15g224s',
  phone: '+39 347 0000000',
  address1: 'Via Nuova',
  addressNumber: '7',
  postalcode: '35123',
  city: 'Padova',
  province: 'PD',
};

const mario = () => sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId, firstName: 'Mario' });

function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const submission = parseWithZod(form, { schema });
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

const flashOf = async (result: unknown) => (await readSession(sessionSetCookie(result as Response))).get('messages');

describe('personal data rules (the schema registration shares)', () => {
  const schema = personalDataSchema({ today: () => TODAY });

  it('accepts the complete data, cleaned as they are sent', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid, firstName: '  Mario ', fiscalCode: 'rss mra 80e15g224s' })) form.append(k, v);
    const submission = parseWithZod(form, { schema });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toMatchObject({
      firstName: 'Mario',
      fiscalCode: 'RSSMRA80E15G224S',
      noFiscalCode: false,
      birthProvince: 'PD',
    });
  });

  it('requires every field with the spec messages, as registration does', () => {
    const errors = errorsOf(schema, { intent: INTENT.updateProfile });
    for (const field of [
      'firstName',
      'lastName',
      'gender',
      'birthDate',
      'birthPlace',
      'birthProvince',
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
    expect(errors.email).toBeUndefined();
  });

  it('checks formats, age and the fiscal code pattern', () => {
    const errors = errorsOf(schema, { ...valid, phone: '12ab', postalcode: '123', birthDate: '2008-11-22', fiscalCode: 'RSSMRA80' });
    expect(errors.phone).toEqual(['Digitare un numero di telefono valido']);
    expect(errors.postalcode).toEqual(['Il CAP deve essere di 4 o 5 cifre']);
    expect(errors.birthDate).toEqual(["E' necessario essere maggiorenni per proseguire"]);
    expect(errors.fiscalCode).toEqual([FISCAL_MISMATCH]);
  });

  it('refuses control and direction characters in names and the address, as the backend does', () => {
    const errors = errorsOf(schema, {
      ...valid,
      firstName: 'Ma\u0007rio',
      lastName: '\u200b',
      city: 'Pa\u202edova',
      address1: 'Via\tRoma',
    });
    for (const field of ['firstName', 'lastName', 'city', 'address1'])
      expect(errors[field], field).toEqual(['Contiene caratteri non validi']);
    expect(errors.birthPlace).toBeUndefined();
  });

  it('takes "no fiscal code" instead of the code, and no province of birth abroad', () => {
    const { fiscalCode: _f, ...withoutCode } = valid;
    expect(errorsOf(schema, { ...withoutCode, noFiscalCode: 'on' })).toEqual({});
    expect(errorsOf(schema, { ...valid, birthCountry: 'DE', birthProvince: '', birthPlace: 'Berlino' }).birthProvince).toBeUndefined();
  });
});

describe('e-mail change rules', () => {
  it('wants a valid address, typed twice, and the current password', () => {
    expect(errorsOf(emailChangeSchema, {})).toEqual({
      newEmail: ['Campo obbligatorio'],
      newEmailConfirm: ['Campo obbligatorio'],
      password: ['Campo obbligatorio'],
    });
    expect(errorsOf(emailChangeSchema, { newEmail: 'mario@esempio', newEmailConfirm: 'x@example.com' }).newEmail).toEqual([
      'Digitare una e-mail valida',
    ]);
    expect(errorsOf(emailChangeSchema, { newEmail: 'a@example.com', newEmailConfirm: 'b@example.com' }).newEmailConfirm).toEqual([
      'Le e-mail inserite non coincidono',
    ]);
    const form = new FormData();
    form.append('newEmail', ' Mario.Nuovo@Example.com');
    form.append('newEmailConfirm', 'mario.nuovo@example.com');
    form.append('password', 'Spesa!2026');
    const submission = parseWithZod(form, { schema: emailChangeSchema });
    expect(submission.status === 'success' && submission.value).toEqual({ newEmail: 'mario.nuovo@example.com', password: 'Spesa!2026' });
  });
});

describe('backend field names on the form', () => {
  const error = (field: string | null, text = 'Errore') => ({ level: 'error' as const, text, field });

  it('puts update_user_detail errors under the personal data fields, the rest on the form', () => {
    expect(
      fieldErrors(
        [
          error('fiscalCode', FISCAL_MISMATCH),
          error('address.postalcode', 'Il CAP deve essere di 4 o 5 cifre'),
          error('address.province'),
          error('birthDate'),
          error('noFiscalCode'),
          error('email', 'Non è un campo di questo modulo'),
          error('constructor', 'Nemmeno questo'),
          error(null, 'Generico'),
          { level: 'info' as const, text: 'Dati personali aggiornati.', field: null },
        ],
        PERSONAL_DATA_FIELDS,
      ),
    ).toEqual({
      fiscalCode: [FISCAL_MISMATCH],
      postalcode: ['Il CAP deve essere di 4 o 5 cifre'],
      province: ['Errore'],
      birthDate: ['Errore'],
      noFiscalCode: ['Errore'],
      '': ['Non è un campo di questo modulo', 'Nemmeno questo', 'Generico'],
    });
  });

  it('registration keeps its e-mail and password fields; the e-mail form has new_email', () => {
    expect(fieldErrors([error('email'), error('address.city')], REGISTRATION_FIELDS)).toEqual({ email: ['Errore'], city: ['Errore'] });
    expect(fieldErrors([error('new_email'), error('email')], EMAIL_CHANGE_FIELDS)).toEqual({ newEmail: ['Errore'], '': ['Errore'] });
  });

  it('a refusal on a form: under its fields, the rest over it, the generic error when nothing could be shown', () => {
    expect(formRefusal([error('new_email'), error('email', 'Altro')], EMAIL_CHANGE_FIELDS)).toEqual({
      fields: { newEmail: ['Errore'] },
      form: ['Altro'],
    });
    // under a field only: nothing over the form
    expect(formRefusal([error('new_email')], EMAIL_CHANGE_FIELDS)).toEqual({ fields: { newEmail: ['Errore'] }, form: [] });
    // only a warning, which no field shows: the generic error
    expect(formRefusal([{ level: 'warning', text: 'Attenzione', field: null }], EMAIL_CHANGE_FIELDS)).toEqual({
      fields: {},
      form: [tErrors('generic')],
    });
  });

  it('prefills the form from user_detail as the browser would post it', () => {
    const detail = userDetailSchema.parse({ userId: 7, firstName: 'Mario', lastName: 'Rossi', ...MARIO_DETAIL });
    expect(personalDataDefaults(detail)).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: MARIO_DETAIL.phone,
      fiscalCode: MARIO_DETAIL.fiscalCode,
      birthDate: '1980-05-15',
      birthCountry: 'IT',
      birthPlace: 'Padova',
      birthProvince: 'PD',
      gender: 'M',
      address1: 'Via Roma',
      addressNumber: '12',
      postalcode: '35122',
      city: 'Padova',
      province: 'PD',
    });
    const none = personalDataDefaults(
      userDetailSchema.parse({ userId: 9, noFiscalCode: true, fiscalCode: null, birthCountry: null, address: null }),
    );
    expect(none).toMatchObject({ noFiscalCode: 'on', fiscalCode: '', birthCountry: 'IT', address1: '' });
  });
});

describe('/profile/profile-update', () => {
  it('needs login', async () => {
    expect(await settle(loader(args(get('/profile/profile-update'))))).toRedirectTo('/login?redirectTo=%2Fprofile%2Fprofile-update');
    expect(await settle(action(args(await post('/profile/profile-update', valid))))).toRedirectTo(/^\/login\?redirectTo=/);
    expect(accountMock.last('update_user_detail')).toBeUndefined();
  });

  it('is prefilled with user_detail, and says when an e-mail change was asked for', async () => {
    const page = payload(await loader(args(get('/profile/profile-update', [await mario()]))));
    expect(page).toMatchObject({ email: MARIO.email, pendingEmail: null, emailChanged: false });
    expect(page.defaults).toMatchObject({ firstName: 'Mario', fiscalCode: MARIO_DETAIL.fiscalCode, postalcode: '35122', gender: 'M' });
    expect(payload(await loader(args(get(PROFILE_PAGES.emailChanged, [await mario()])))).emailChanged).toBe(true);
  });

  it('saves the personal data with the contract body and goes on to /profile/profile-updated with a flash', async () => {
    const result = await settle(action(args(await post('/profile/profile-update', valid, { cookies: [await mario()] }))));
    expect(result).toRedirectTo('/profile/profile-updated');
    const call = accountMock.last('update_user_detail')!;
    expect(call.token).toBe(MARIO.token);
    expect(userDetailUpdateSchema.strict().parse(call.json)).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '+39 347 0000000',
      noFiscalCode: false,
      fiscalCode: 'RSSMRA80E15G224S',
      birthDate: '1980-05-15',
      birthCountry: 'IT',
      birthPlace: 'Padova',
      birthProvince: 'PD',
      gender: 'M',
      address: { address1: 'Via Nuova', addressNumber: '7', postalcode: '35123', city: 'Padova', province: 'PD' },
    });
    // what our backend's update_user_detail reads, unchanged (a body it would refuse would be a 400)
    expect(userDetailBody.parse(call.json)).toEqual(call.json);
    expect(await flashOf(result)).toEqual([{ level: 'success', text: 'Dati personali aggiornati.' }]);
    // user_detail now answers what was saved
    expect(payload(await loader(args(get('/profile/profile-update', [await mario()])))).defaults.address1).toBe('Via Nuova');
  });

  it('refuses a fiscal code of other personal data under its field, keeping what was typed, without calling the backend', async () => {
    const typed = { ...valid, birthDate: '1980-05-16' };
    const result = await settle(action(args(await post('/profile/profile-update', typed, { cookies: [await mario()] }))));
    expect(statusOf(result)).toBe(400);
    const { form, result: reply } = payload(result);
    expect(form).toBe('profile-update');
    expect(reply.error.fiscalCode).toEqual([FISCAL_MISMATCH]);
    expect(reply.initialValue).toMatchObject({ birthDate: '1980-05-16', fiscalCode: 'rssmra80e15g224s', address1: 'Via Nuova' });
    expect(accountMock.last('update_user_detail')).toBeUndefined();
  });

  it("puts the backend's field errors under the form's fields", async () => {
    const typed = { ...valid, postalcode: UNSERVED_POSTALCODE };
    const result = await settle(action(args(await post('/profile/profile-update', typed, { cookies: [await mario()] }))));
    expect(statusOf(result)).toBe(400);
    const reply = payload(result).result;
    expect(reply.error).toEqual({ postalcode: ['CAP non servito'] });
    expect(reply.initialValue.postalcode).toBe(UNSERVED_POSTALCODE);
  });

  it('goes to /profile/profile-update-error when the backend refuses for no field', async () => {
    const { fiscalCode: _f, ...rest } = valid;
    const typed = { ...rest, firstName: FAILING_FIRST_NAME, noFiscalCode: 'on' };
    const result = await settle(action(args(await post('/profile/profile-update', typed, { cookies: [await mario()] }))));
    expect(result).toRedirectTo('/profile/profile-update-error');
    expect(accountMock.last('update_user_detail')!.json).toMatchObject({ noFiscalCode: true, fiscalCode: null });
    expect(await flashOf(result)).toEqual([{ level: 'error', text: 'Errore imprevisto' }]);
  });

  it('asks for the e-mail change and comes back with the flag; the new address waits for its confirmation', async () => {
    const cookie = await mario();
    const fields = {
      intent: INTENT.changeEmail,
      newEmail: ' Mario.Nuovo@example.com',
      newEmailConfirm: 'mario.nuovo@example.com',
      password: MARIO.password,
    };
    const result = await settle(action(args(await post('/profile/profile-update', fields, { cookies: [cookie] }))));
    expect(result).toRedirectTo('/profile/profile-update?emailchanged=true');
    expect(accountMock.last('update_email_request')!.query).toEqual({ new_email: NEW_EMAIL, password: MARIO.password });
    expect(accountMock.last('update_user_detail')).toBeUndefined();
    const page = payload(await loader(args(get(PROFILE_PAGES.emailChanged, [cookie]))));
    expect(page).toMatchObject({ emailChanged: true, pendingEmail: NEW_EMAIL, email: MARIO.email });
  });

  it('keeps the e-mail form on the page with its errors, client rules and backend ones', async () => {
    const cookie = await mario();
    const mismatch = await settle(
      action(
        args(
          await post(
            '/profile/profile-update',
            { intent: INTENT.changeEmail, newEmail: 'a@example.com', newEmailConfirm: 'b@example.com', password: MARIO.password },
            { cookies: [cookie] },
          ),
        ),
      ),
    );
    expect(statusOf(mismatch)).toBe(400);
    expect(payload(mismatch)).toMatchObject({
      form: 'email-change',
      result: { error: { newEmailConfirm: ['Le e-mail inserite non coincidono'] } },
    });
    expect(accountMock.last('update_email_request')).toBeUndefined();

    const taken = await settle(
      action(
        args(
          await post(
            '/profile/profile-update',
            { intent: INTENT.changeEmail, newEmail: TAKEN_EMAIL, newEmailConfirm: TAKEN_EMAIL, password: MARIO.password },
            { cookies: [cookie] },
          ),
        ),
      ),
    );
    expect(statusOf(taken)).toBe(400);
    expect(payload(taken).result.error).toEqual({ newEmail: ['Questo indirizzo e-mail è già utilizzato da un altro account.'] });
    expect(payload(taken).result.initialValue.newEmail).toBe(TAKEN_EMAIL);
  });

  it('answers 400 to an unknown intent, and checks CSRF and the honeypot', async () => {
    const cookie = await mario();
    for (const intent of ['nope', '']) {
      const result = await settle(action(args(await post('/profile/profile-update', { ...valid, intent }, { cookies: [cookie] }))));
      expect(statusOf(result), intent).toBe(400);
    }
    expect(statusOf(await settle(action(args(await post('/profile/profile-update', valid, { cookies: [cookie], csrf: false })))))).toBe(
      403,
    );
    expect(statusOf(await settle(action(args(await post('/profile/profile-update', valid, { cookies: [cookie], honeypot: 'bot' })))))).toBe(
      400,
    );
    expect(accountMock.last('update_user_detail')).toBeUndefined();
  });
});

describe('the result pages', () => {
  it('need login', async () => {
    for (const [path, pageLoader] of [
      ['/profile/profile-updated', updatedLoader],
      ['/profile/profile-update-error', errorLoader],
      ['/profile/profile-confirmed', confirmedLoader],
      ['/profile/email-updated', emailUpdatedLoader],
    ] as const) {
      expect(await settle(pageLoader(args(get(path)))), path).toRedirectTo(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect(statusOf(await settle(pageLoader(args(get(path, [await mario()])))))).toBe(200);
    }
  });

  it("show the account's e-mail where they speak of it", async () => {
    expect(payload(await emailUpdatedLoader(args(get('/profile/email-updated', [await mario()])))).email).toBe(MARIO.email);
    expect(payload(await confirmedLoader(args(get('/profile/profile-confirmed', [await mario()])))).email).toBe(MARIO.email);
  });
});

describe('the e-mail change link', () => {
  it('lands the logged-in customer whose address it is on /profile/email-updated', async () => {
    const result = await settle(emailConfirmedLoader(args(get(`/email-confirmed?token=${EMAIL_TOKEN}`, [await mario()]))));
    expect(result).toRedirectTo('/profile/email-updated');
    expect(accountMock.last('update_email')!.query).toEqual({ token: EMAIL_TOKEN });
  });

  it('shows /email-confirmed to a visitor and to another account', async () => {
    expect(payload(await emailConfirmedLoader(args(get(`/email-confirmed?token=${EMAIL_TOKEN}`))))).toMatchObject({
      confirmed: true,
      email: NEW_EMAIL,
      loggedIn: false,
    });
    const giulia = await sessionCookie({ ebsnToken: GIULIA.token, userId: GIULIA.userId, firstName: 'Giulia' });
    expect(payload(await emailConfirmedLoader(args(get(`/email-confirmed?token=${EMAIL_TOKEN}`, [giulia]))))).toMatchObject({
      confirmed: true,
      loggedIn: true,
    });
  });
});
