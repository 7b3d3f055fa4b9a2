// Google sign-in through OpenID Connect, against a real local OpenID provider (oauth2-mock-server on
// a random port): first login → social_user_detail → register_user → logged in; second login →
// logged in directly; linking by verified e-mail; state, redirect_uri and replay checks.
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUserResultSchema, socialRedirSchema, socialStartSchema, socialUserSchema } from '~/ebsn/account-schemas';
import { hashPassword } from '../../backend/accounts/passwords';
import { appUser, socialIdentity } from '../../backend/db/schema';
import {
  accountsApp,
  accountsDatabase,
  client,
  DEMO_PASSWORD,
  DEMO_USERS,
  errorCodes,
  login,
  registration,
  type Client,
} from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

const REDIRECT = 'http://localhost:3000/ebsn/api/social-redir/google';

type Person = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string };

describe.each(backendKinds)('social login with Google (%s)', (kind) => {
  let database: TestDatabase;
  let provider: OAuth2Server;
  let app: ReturnType<typeof accountsApp>;
  let person: Person;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // the identity the provider vouches for, in the ID token (and the access token, harmlessly)
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, person));
    app = accountsApp(database, { googleClientId: 'spesa-web', googleClientSecret: 'segreto-google', googleIssuer: provider.issuer.url! });
  });
  afterAll(async () => {
    await provider?.stop();
    await database?.dispose();
  });

  /** start → the browser at the provider → the provider's redirect (its query), as the storefront sees it */
  async function authorise(shopper: Client): Promise<string> {
    const start = await shopper.get(`/ebsn/api/social-redir/google/start?redirect_uri=${encodeURIComponent(REDIRECT)}`);
    expect(start.body.response.status).toBe(0);
    const { url } = socialStartSchema.parse(start.body.data);
    const authorize = new URL(url);
    expect(authorize.origin).toBe(provider.issuer.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    return location.search;
  }

  async function socialLogin(shopper: Client) {
    const search = await authorise(shopper);
    return shopper.get(`/ebsn/api/social-redir/google${search}`);
  }

  it('is off without a client id and secret', async () => {
    const off = accountsApp(database);
    const answer = await client(off).get(`/ebsn/api/social-redir/google/start?redirect_uri=${encodeURIComponent(REDIRECT)}`);
    expect(errorCodes(answer)).toEqual(['social.unavailable']);
  });

  it('registers on a first login, then logs in directly on the second', async () => {
    person = { sub: 'google-1001', email: 'sara.neri@gmail.com', email_verified: true, given_name: 'Sara', family_name: 'Neri' };
    const shopper = client(app);
    const first = await socialLogin(shopper);
    expect(first.body.response.status).toBe(0);
    expect(socialRedirSchema.parse(first.body.data).firstLogin).toBe(true);
    expect(first.body.user.userId).toBe(-1);

    const detail = await shopper.get('/ebsn/api/registration/social_user_detail');
    expect(socialUserSchema.parse(detail.body.data)).toMatchObject({
      provider: 'google',
      email: 'sara.neri@gmail.com',
      firstName: 'Sara',
      lastName: 'Neri',
    });

    const before = shopper.token;
    const registered = await shopper.postJson(
      '/ebsn/api/registration/register_user',
      registration({
        socialLogin: 'google',
        email: 'sara.neri@gmail.com',
        firstName: 'Sara',
        lastName: 'Neri',
        gender: 'F',
        password: '',
        noFiscalCode: true,
        fiscalCode: null,
      }),
    );
    expect(registered.body.response.status).toBe(0);
    const { userId } = registerUserResultSchema.parse(registered.body.data);
    expect(shopper.token).not.toBe(before);
    expect(registered.body.user).toEqual({ userId, login: 'sara.neri@gmail.com', profileConfirmed: true });
    const [row] = await database.db.select().from(appUser).where(eq(appUser.id, userId!));
    expect(row.passwordHash).toBeNull();
    expect(row.confirmedAt).not.toBeNull();
    // the pending identity is spent
    expect(errorCodes(await shopper.get('/ebsn/api/registration/social_user_detail'))).toEqual(['social.none']);

    await shopper.postForm('/ebsn/api/auth/logout', {});
    const second = await socialLogin(shopper);
    expect(socialRedirSchema.parse(second.body.data)).toMatchObject({ firstLogin: false, user: { userId, email: 'sara.neri@gmail.com' } });
    expect(second.headers.get('x-ebsn-account')).toBeTruthy();
    expect((await shopper.get('/ebsn/api/auth/test')).body.user.userId).toBe(userId);
  });

  it('does not confirm an e-mail the provider did not verify, nor one changed in the form', async () => {
    person = { sub: 'google-1002', email: 'non.verificata@gmail.com', email_verified: false, given_name: 'Nino', family_name: 'Neri' };
    const shopper = client(app);
    expect((await socialLogin(shopper)).body.data.firstLogin).toBe(true);
    const registered = await shopper.postJson(
      '/ebsn/api/registration/register_user',
      registration({
        socialLogin: 'google',
        email: 'non.verificata@gmail.com',
        firstName: 'Nino',
        lastName: 'Neri',
        password: '',
        noFiscalCode: true,
        fiscalCode: null,
      }),
    );
    expect(registered.body.response.status).toBe(0);
    expect(registered.body.user.profileConfirmed).toBe(false);
  });

  it('links a verified e-mail of an existing account and logs in', async () => {
    person = { sub: 'google-2001', email: DEMO_USERS.mario, email_verified: true, given_name: 'Mario', family_name: 'Rossi' };
    const shopper = client(app);
    const answer = await socialLogin(shopper);
    expect(answer.body.data.firstLogin).toBe(false);
    expect(answer.body.user.login).toBe(DEMO_USERS.mario);
    const links = await database.db.select().from(socialIdentity).where(eq(socialIdentity.subject, 'google-2001'));
    expect(links).toHaveLength(1);
    // the password still works
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
  });

  it('does not link an unverified e-mail of an existing account', async () => {
    person = { sub: 'google-2002', email: DEMO_USERS.giulia, email_verified: false };
    const answer = await socialLogin(client(app));
    expect(answer.body.data.firstLogin).toBe(true);
    expect(answer.body.user.userId).toBe(-1);
  });

  it('drops the password of an unconfirmed account it links (registered by someone else first)', async () => {
    await database.db
      .insert(appUser)
      .values({ email: 'vittima@gmail.com', firstName: 'Vera', lastName: 'Vitti', passwordHash: await hashPassword('Intruso!2026') });
    person = { sub: 'google-3001', email: 'vittima@gmail.com', email_verified: true };
    const answer = await socialLogin(client(app));
    expect(answer.body.data.firstLogin).toBe(false);
    expect(answer.body.user).toMatchObject({ login: 'vittima@gmail.com', profileConfirmed: true });
    expect(errorCodes(await login(client(app), 'vittima@gmail.com', 'Intruso!2026'))).toEqual(['auth.invalidCredentials']);
  });

  it('refuses a redirect_uri off the allow-list', async () => {
    const answer = await client(app).get(
      `/ebsn/api/social-redir/google/start?redirect_uri=${encodeURIComponent('https://evil.example/catch')}`,
    );
    expect(errorCodes(answer)).toEqual(['social.redirectInvalid']);
    expect(errorCodes(await client(app).get('/ebsn/api/social-redir/google/start'))).toEqual(['social.redirectInvalid']);
  });

  it('refuses a wrong state, a callback without a started flow, and a replayed code', async () => {
    person = { sub: 'google-4001', email: 'stato@gmail.com', email_verified: true };
    const shopper = client(app);
    const search = new URLSearchParams(await authorise(shopper));
    const forged = new URLSearchParams(search);
    forged.set('state', 'non-il-mio-stato');
    expect(errorCodes(await shopper.get(`/ebsn/api/social-redir/google?${forged}`))).toEqual(['social.failed']);
    // the flow was spent by the failed try: the genuine answer no longer works either
    expect(errorCodes(await shopper.get(`/ebsn/api/social-redir/google?${search}`))).toEqual(['social.failed']);
    // another session cannot use someone else's code
    const other = client(app);
    expect(errorCodes(await other.get(`/ebsn/api/social-redir/google?${new URLSearchParams(await authorise(shopper))}`))).toEqual([
      'social.failed',
    ]);
    // the provider's error answer
    const denied = client(app);
    await authorise(denied);
    expect(errorCodes(await denied.get('/ebsn/api/social-redir/google?error=access_denied&state=x'))).toEqual(['social.failed']);
  });

  it('refuses register_user with socialLogin when no social login is pending', async () => {
    const answer = await client(app).postJson(
      '/ebsn/api/registration/register_user',
      registration({ socialLogin: 'google', email: 'furbo@gmail.com', password: '' }),
    );
    expect(errorCodes(answer)).toEqual(['social.none']);
  });
});
