// Password reset (request → sent → link → new password → completed) and the e-mail change link.
import { beforeEach, describe, expect, it } from 'vitest';
import { action as requestAction, loader as requestLoader } from '~/routes/reset-password-request';
import { action as resetAction, loader as resetLoader } from '~/routes/reset-password';
import { loader as emailConfirmedLoader } from '~/routes/email-confirmed';
import { accountMock, EMAIL_TOKEN, MARIO, RESET_TOKEN } from '../mocks/account';
import { args, get, payload, post, settle, statusOf } from './account-helpers';
import { useMsw } from './msw';

useMsw();
beforeEach(() => accountMock.reset());

const NEW_PASSWORD = 'Nuova!Password9';

describe('reset request', () => {
  it('prefills the e-mail from the login page', async () => {
    expect(payload(await requestLoader(args(get('/reset-password-request?e_mail=mario%20.rossi')))).email).toBe('mario.rossi');
  });

  it('always goes on to the sent page, whether or not the address has an account', async () => {
    for (const e_mail of [MARIO.email, 'nessuno@example.com']) {
      const result = await settle(requestAction(args(await post('/reset-password-request', { intent: 'request-reset', e_mail }))));
      expect(result, e_mail).toRedirectTo('/reset-password-sent');
      expect(accountMock.last('password_reset_token_request')!.query.e_mail).toBe(e_mail);
    }
  });

  it('validates the address first', async () => {
    const result = await settle(requestAction(args(await post('/reset-password-request', { intent: 'request-reset', e_mail: '' }))));
    expect(statusOf(result)).toBe(400);
    expect(payload(result).result.error.e_mail).toEqual(['Campo obbligatorio']);
  });
});

describe('reset link', () => {
  const link = `/reset-password?e_mail=${encodeURIComponent(MARIO.email)}&token=${RESET_TOKEN}`;

  it('checks the token before showing the form', async () => {
    const page = payload(await resetLoader(args(get(link))));
    expect(page).toEqual({ valid: true, email: MARIO.email, token: RESET_TOKEN });
    expect(accountMock.last('password_reset_token_check')!.query).toEqual({ e_mail: MARIO.email, reset_token: RESET_TOKEN });
    const expired = payload(await resetLoader(args(get(`/reset-password?e_mail=${encodeURIComponent(MARIO.email)}&token=old`))));
    expect(expired).toEqual({ valid: false, email: MARIO.email, token: '' });
    expect(payload(await resetLoader(args(get('/reset-password')))).valid).toBe(false);
  });

  it('sets the new password and ends on the completed page', async () => {
    const result = await settle(
      resetAction(
        args(
          await post(link, {
            intent: 'reset',
            e_mail: MARIO.email,
            token: RESET_TOKEN,
            password: NEW_PASSWORD,
            passwordConfirm: NEW_PASSWORD,
          }),
        ),
      ),
    );
    expect(result).toRedirectTo('/reset-password-completed');
    expect(accountMock.last('password_reset')!.query).toEqual({ e_mail: MARIO.email, reset_token: RESET_TOKEN, password: NEW_PASSWORD });
  });

  it('applies the password policy and never sends the password back', async () => {
    const weak = await settle(
      resetAction(
        args(await post(link, { intent: 'reset', e_mail: MARIO.email, token: RESET_TOKEN, password: 'corta', passwordConfirm: 'corta2' })),
      ),
    );
    expect(statusOf(weak)).toBe(400);
    const reply = payload(weak).result;
    expect(reply.error.password).toEqual([
      'Lunghezza minima 8 caratteri',
      'Deve contenere almeno 1 caratteri maiuscoli',
      'Deve contenere almeno 1 caratteri speciali',
    ]);
    expect(reply.error.passwordConfirm).toEqual(['Le password inserite non coincidono']);
    expect(JSON.stringify(reply)).not.toContain('corta');
    expect(accountMock.last('password_reset')).toBeUndefined();

    const refused = await settle(
      resetAction(
        args(
          await post(link, {
            intent: 'reset',
            e_mail: MARIO.email,
            token: RESET_TOKEN,
            password: 'Password!1reused',
            passwordConfirm: 'Password!1reused',
          }),
        ),
      ),
    );
    expect(payload(refused).result.error.password).toEqual(['La password è già stata usata di recente']);
  });

  it('refuses a new password of white space only (issue 9)', async () => {
    for (const blank of [' ', ' '.repeat(8), '\t'.repeat(8)]) {
      const refused = await settle(
        resetAction(
          args(await post(link, { intent: 'reset', e_mail: MARIO.email, token: RESET_TOKEN, password: blank, passwordConfirm: blank })),
        ),
      );
      expect(statusOf(refused), JSON.stringify(blank)).toBe(400);
      expect(payload(refused).result.error.password).toEqual(['Campo obbligatorio']);
    }
    expect(accountMock.last('password_reset')).toBeUndefined();
  });

  it('says when the token died meanwhile', async () => {
    const result = await settle(
      resetAction(
        args(
          await post(link, { intent: 'reset', e_mail: MARIO.email, token: 'old', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
        ),
      ),
    );
    expect(payload(result).invalid).toBe(true);
  });
});

describe('e-mail change link', () => {
  it('confirms the new address', async () => {
    const ok = payload(await emailConfirmedLoader(args(get(`/email-confirmed?token=${EMAIL_TOKEN}`))));
    expect(ok).toMatchObject({ confirmed: true, email: 'mario.nuovo@example.com' });
    expect(payload(await emailConfirmedLoader(args(get('/email-confirmed?token=wrong')))).confirmed).toBe(false);
    expect(payload(await emailConfirmedLoader(args(get('/email-confirmed')))).confirmed).toBe(false);
  });
});
