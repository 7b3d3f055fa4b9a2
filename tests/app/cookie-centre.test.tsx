// The cookie centre and the first-shop welcome (account.md §2, §4, §9; issue 27 §2; decision 059):
// the choice's own cookie read back, asked again after 12 months or with new categories, recorded
// at the backend; nothing analytic or profiling without consent; the welcome again after 30 days.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentedScripts } from '~/components/shell/ConsentedScripts';
import { consentedScripts } from '~/lib/consented-scripts.server';
import { CONSENT_VERSION, consentNeeded, grantedCategories, type CookieConsent } from '~/lib/cookie-consent';
import { consentSetCookie, newConsent, readConsent } from '~/lib/cookie-consent.server';
import { NonceContext } from '~/lib/nonce';
import { shellLoader } from '~/lib/shell.server';
import { WELCOME_AGAIN_MS, welcomeDue } from '~/lib/welcome';
import { readWelcomeClosed, welcomeClosedCookie } from '~/lib/welcome.server';
import { action as cookieAction } from '~/routes/cookie/route';
import { action as welcomeAction } from '~/routes/welcome/route';
import { MARIO } from '../mocks/account';
import { shellMock } from '../mocks/shell';
import { args, cookiePair, get, isRedirect, location, payload, post, sessionCookie, setCookies, settle, statusOf } from './account-helpers';
import { useMsw } from './msw';

useMsw();

const MADE = new Date('2026-01-15T10:00:00Z');
const choice = (overrides: Partial<CookieConsent> = {}): CookieConsent => ({
  categories: { technical: true, analytics: true, profiling: false },
  at: MADE.toISOString(),
  id: '3f2b6a0e-9c1d-4e8a-b2f4-7d5c1e0a9b33',
  version: CONSENT_VERSION,
  ...overrides,
});

describe('the cookie choice', () => {
  it('reads back from its own cookie, and a cookie that is not one reads as no choice', async () => {
    const made = choice();
    const cookie = cookiePair(await consentSetCookie(made));
    expect(cookie.startsWith('spesa_consent=')).toBe(true);
    expect(await readConsent(get('/', [cookie]))).toEqual(made);
    expect(await readConsent(get('/'))).toBeNull();
    expect(await readConsent(get('/', ['spesa_consent=rubbish']))).toBeNull();
    // technical cookies cannot be refused: a cookie saying so is no choice
    const forged = cookiePair(await consentSetCookie({ ...made, categories: { ...made.categories, technical: false as true } }));
    expect(await readConsent(get('/', [forged]))).toBeNull();
  });

  it('is asked again 12 months after it was made, and when the categories change', () => {
    expect(consentNeeded(null, MADE)).toBe(true);
    expect(consentNeeded(choice(), new Date('2027-01-15T09:59:00Z'))).toBe(false);
    expect(consentNeeded(choice(), new Date('2027-01-15T10:00:00Z'))).toBe(true);
    expect(consentNeeded(choice({ version: CONSENT_VERSION - 1 }), new Date('2026-02-01T00:00:00Z'))).toBe(true);
    // an expired choice lets in nothing but the technical cookies
    expect(grantedCategories(choice(), new Date('2027-02-01T00:00:00Z'))).toEqual({ technical: true, analytics: false, profiling: false });
    expect(grantedCategories(choice(), new Date('2026-02-01T00:00:00Z')).analytics).toBe(true);
  });

  it('keeps the browser’s random id from one choice to the next', () => {
    const first = newConsent({ analytics: false, profiling: false }, null);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(newConsent({ analytics: true, profiling: true }, first).id).toBe(first.id);
  });
});

describe('the consent gate', () => {
  const config = { analytics: ['https://tags.example.com/a.js'], profiling: ['https://ads.example.com/p.js'] };
  it('lets in the scripts of the categories allowed, and none before a choice', () => {
    expect(consentedScripts(grantedCategories(null), config)).toEqual([]);
    expect(consentedScripts({ technical: true, analytics: true, profiling: false }, config)).toEqual(config.analytics);
    expect(consentedScripts({ technical: true, analytics: true, profiling: true }, config)).toEqual([
      ...config.analytics,
      ...config.profiling,
    ]);
  });

  it('renders them with the request’s nonce, and nothing when there are none', () => {
    const html = renderToString(
      <NonceContext.Provider value="n0nce">
        <ConsentedScripts urls={config.analytics} />
      </NonceContext.Provider>,
    );
    expect(html).toContain('src="https://tags.example.com/a.js"');
    expect(html).toContain('nonce="n0nce"');
    expect(renderToString(<ConsentedScripts urls={[]} />)).toBe('');
  });

  it('the shell asks for the centre until a choice is made, and loads no tag meanwhile', async () => {
    const before = payload(await shellLoader(args(get('/')) as never));
    expect(before.cookies).toEqual({ needed: true, analytics: false, profiling: false });
    expect(before.scripts).toEqual([]);
    // one dialog at a time: no welcome while the centre is due
    expect(before.welcome).toBeNull();
    const cookie = cookiePair(await consentSetCookie({ ...choice(), at: new Date().toISOString() }));
    const after = payload(await shellLoader(args(get('/', [cookie])) as never));
    expect(after.cookies).toEqual({ needed: false, analytics: true, profiling: false });
  });
});

describe('POST /cookie', () => {
  const consentOf = async (response: unknown) => {
    const line = setCookies(response as Response).find((c) => c.startsWith('spesa_consent='));
    return line ? readConsent(get('/', [cookiePair(line)])) : null;
  };

  it('"Accetta tutto", "Rifiuta tutto" and "Salva ed esci" each set the cookie, are recorded and go back', async () => {
    const accept = await settle(cookieAction(args(await post('/cookie', { intent: 'accept-all', redirectTo: '/category/frutta' }))));
    expect(isRedirect(accept) && location(accept)).toBe('/category/frutta');
    const accepted = await consentOf(accept);
    expect(accepted?.categories).toEqual({ technical: true, analytics: true, profiling: true });
    expect(accepted?.version).toBe(CONSENT_VERSION);

    const token = await sessionCookie({ ebsnToken: MARIO.token, userId: MARIO.userId });
    const cookies = [token, cookiePair(await consentSetCookie(accepted!))];
    const reject = await settle(cookieAction(args(await post('/cookie', { intent: 'reject-all' }, { cookies }))));
    expect((await consentOf(reject))?.categories).toEqual({ technical: true, analytics: false, profiling: false });

    const save = await settle(cookieAction(args(await post('/cookie', { intent: 'save', profiling: 'on', redirectTo: '/cookie' }))));
    expect(location(save)).toBe('/');
    expect((await consentOf(save))?.categories).toEqual({ technical: true, analytics: false, profiling: true });

    expect(shellMock.recorded.map((r) => [r.categories.analytics, r.categories.profiling])).toEqual([
      [true, true],
      [false, false],
      [false, true],
    ]);
    // the same browser keeps its id; the backend learns the customer from the session only
    expect(shellMock.recorded[1]).toMatchObject({ id: accepted!.id, session: MARIO.token, version: CONSENT_VERSION });
  });

  it('holds the choice when the backend does not record it, and answers 400 to another intent', async () => {
    shellMock.down = true;
    const answer = await settle(cookieAction(args(await post('/cookie', { intent: 'reject-all', redirectTo: 'https://evil.example/' }))));
    expect(location(answer)).toBe('/');
    expect((await consentOf(answer))?.categories.analytics).toBe(false);
    shellMock.down = false;
    expect(statusOf(await settle(cookieAction(args(await post('/cookie', { intent: 'accept-some' })))))).toBe(400);
  });
});

describe('the first-shop welcome', () => {
  it('comes back 30 days after it was closed', () => {
    const closed = '2026-11-01T08:00:00.000Z';
    expect(welcomeDue(null)).toBe(true);
    expect(welcomeDue(closed, new Date(Date.parse(closed) + WELCOME_AGAIN_MS - 1))).toBe(false);
    expect(welcomeDue(closed, new Date(Date.parse(closed) + WELCOME_AGAIN_MS))).toBe(true);
    expect(welcomeDue('not a date')).toBe(true);
  });

  const consent = async () => cookiePair(await consentSetCookie({ ...choice(), at: new Date().toISOString() }));

  it('the shell sends its content, sanitised, until it is closed; closing posts /welcome and goes back', async () => {
    const shown = payload(await shellLoader(args(get('/', [await consent()])) as never));
    expect(shown.welcome).toMatchObject({
      title: 'Benvenuto & buona spesa',
      description: 'Come funziona Spesa',
      button: { text: 'Scopri come', url: '/page/come-funziona' },
      image: { url: 'https://cdn.example.com/benvenuto.jpg', alt: 'Una borsa della spesa' },
    });
    expect(shown.welcome.html).toContain('<strong>a casa</strong>');
    expect(shown.welcome.html).not.toContain('script');

    const closed = await settle(welcomeAction(args(await post('/welcome', { intent: 'close', redirectTo: '/search?q=latte' }))));
    expect(location(closed)).toBe('/search?q=latte');
    const line = setCookies(closed as Response).find((c) => c.startsWith('spesa_welcome='))!;
    expect(await readWelcomeClosed(get('/', [cookiePair(line)]))).not.toBeNull();
    const after = payload(await shellLoader(args(get('/', [await consent(), cookiePair(line)])) as never));
    expect(after.welcome).toBeNull();
  });

  it('is left out, silently, when the content API fails or has none', async () => {
    shellMock.down = true;
    expect(payload(await shellLoader(args(get('/', [await consent()])) as never)).welcome).toBeNull();
    shellMock.down = false;
    shellMock.welcome = false;
    const stale = cookiePair(await welcomeClosedCookie(new Date(Date.now() - WELCOME_AGAIN_MS - 1000)));
    expect(payload(await shellLoader(args(get('/', [await consent(), stale])) as never)).welcome).toBeNull();
  });
});
