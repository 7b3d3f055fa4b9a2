// /profile/news-list (account.md §2; decision 031) against the messages mock: the login guard, the
// archive's page with each message's subject, Italian date and excerpt, a message opened by its GET
// link (?messaggio=) with its whole text and a way back, another customer's message said to be
// unavailable, paging by GET links, the empty state, bad query values read leniently, and the
// markup without JS: the text shown as text (never HTML), with its line breaks.
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NewsListPage, { loader as newsLoader, readNewsQuery } from '~/routes/profile.news-list';
import { secureData } from '~/lib/response-headers.server';
import { GIULIA, MARIO } from '../mocks/account';
import { messagesMock, type MessageWire } from '../mocks/messages';
import { args, get, payload, sessionCookie, settle, statusOf } from './account-helpers';
import { flashed, mario } from './cart-helpers';
import { useMsw } from './msw';
import { renderRoutes } from './render-routes';

useMsw();

const HERE = '/profile/news-list';
const load = async (url = HERE) => settle(newsLoader(args(get(url, [await mario()]))));
const page = async (url = HERE) => payload<any>(await load(url));

async function render(url: string, element: ReactElement, data: unknown): Promise<string> {
  const routes: RouteObject[] = [{ id: 'page', path: HERE, loader: () => data as object, element }];
  return renderRoutes(routes, url);
}

/** `count` news for Giulia, the newest (highest number) first */
function giuliaNews(count: number): MessageWire[] {
  const news = Array.from({ length: count }, (_, i) => ({
    messageId: 1000 + count - i,
    kind: 'news',
    subject: `Novità n. ${count - i}`,
    date: '2026-11-20T08:00:00.000Z',
    text: `Ciao Giulia,\n\necco la novità n. ${count - i}.`,
  }));
  messagesMock.state.messages.set(GIULIA.userId, news);
  return news;
}

describe('/profile/news-list loader', () => {
  it('sends a guest to login and back here, without calling the backend', async () => {
    expect(await settle(newsLoader(args(get(`${HERE}?messaggio=51`))))).toRedirectTo(
      '/login?redirectTo=%2Fprofile%2Fnews-list%3Fmessaggio%3D51',
    );
    expect(messagesMock.calls).toEqual([]);
  });

  it('lists the messages newest first with subject, kind, Italian date and excerpt, privately', async () => {
    const request = get(HERE, [await mario()]);
    const result = await settle(newsLoader(args(request)));
    // the answer as the server sends it: the loader declares nothing, the central rule keeps it private
    const answered = await secureData(new Response('', { headers: (result as { init?: ResponseInit }).init?.headers }), request, {});
    expect(answered.headers.get('Cache-Control')).toBe('private, no-store');
    const data = payload<any>(result);
    expect(messagesMock.last('user-message/list')?.query).toEqual({ page: '1', page_size: '12' });
    expect(messagesMock.last('user-message/view')).toBeUndefined();
    expect(data).toMatchObject({ opened: null, missing: false, page: 1, pages: 1, count: 2, closeHref: HERE });
    expect(data.messages).toEqual([
      {
        id: 52,
        subject: 'Il tuo ordine n. 100002 è stato annullato',
        kind: 'Ordine',
        sent: { text: '25 novembre 2026 alle 17:45', iso: '2026-11-25T16:45:00.000Z' },
        excerpt: 'Ciao Mario, come richiesto, il tuo ordine n. 100002 è stato annullato. Il team di Spesa',
        href: `${HERE}?messaggio=52#messaggio`,
      },
      expect.objectContaining({ id: 51, subject: 'Il tuo ordine n. 100001 è confermato', href: `${HERE}?messaggio=51#messaggio` }),
    ]);
  });

  it('opens a message by its link: its whole text, and a way back to the same page', async () => {
    const data = await page(`${HERE}?messaggio=51`);
    expect(messagesMock.last('user-message/view')?.query).toEqual({ message_id: '51' });
    expect(data.opened).toEqual({
      id: 51,
      subject: 'Il tuo ordine n. 100001 è confermato',
      kind: 'Ordine',
      sent: { text: '24 novembre 2026 alle 10:30', iso: '2026-11-24T09:30:00.000Z' },
      text: expect.stringContaining('grazie per il tuo ordine n. 100001.\n\nConsegna a domicilio'),
    });
    expect(data.missing).toBe(false);
    expect(data.closeHref).toBe(HERE);
  });

  it('says a message that is not the customer’s is unavailable, and still lists theirs', async () => {
    messagesMock.state.messages.set(GIULIA.userId, [{ ...MARIO_FIRST(), messageId: 77 }]);
    const data = await page(`${HERE}?messaggio=77`);
    expect(messagesMock.last('user-message/view')?.query).toEqual({ message_id: '77' });
    expect(data).toMatchObject({ opened: null, missing: true, count: 2 });
  });

  it('pages by GET links, keeping the page when a message is opened and closed', async () => {
    giuliaNews(26);
    const giulia = await sessionCookieOf(GIULIA);
    const second = payload<any>(await settle(newsLoader(args(get(`${HERE}?page=2&messaggio=1020`, [giulia])))));
    expect(messagesMock.last('user-message/list')?.query).toEqual({ page: '2', page_size: '12' });
    expect(second).toMatchObject({ page: 2, pages: 3, count: 26, closeHref: `${HERE}?page=2` });
    expect(second.messages.map((m: { subject: string }) => m.subject)[0]).toBe('Novità n. 14');
    expect(second.messages[0]).toMatchObject({ kind: 'Comunicazione', href: `${HERE}?page=2&messaggio=1014#messaggio` });
    expect(second.opened).toMatchObject({ id: 1020, subject: 'Novità n. 20' });

    const html = await render(`${HERE}?page=2`, <NewsListPage />, second);
    expect(html).toMatch(/<nav aria-label="[^"]+"/);
    expect(html).toContain(`href="${HERE}?page=3"`);
    expect(html).toContain(`href="${HERE}"`);
  });

  it('shows the empty state to a customer without messages', async () => {
    messagesMock.state.messages.clear();
    const data = await page();
    expect(data).toMatchObject({ messages: [], count: 0, pages: 1 });
    const html = await render(HERE, <NewsListPage />, data);
    expect(html).toContain('Non hai ancora ricevuto messaggi.');
    expect(html).not.toMatch(/<ul/);
    expect(html).not.toMatch(/<nav/);
  });

  it('reads bad query values leniently: page 1 and no message, never a call the backend would refuse', async () => {
    for (const query of [
      'page=abc',
      'page=0',
      'page=-2',
      'page=1e3',
      'page=99999999999',
      'messaggio=abc',
      'messaggio=0',
      'messaggio=%00',
      'messaggio=2147483648',
    ]) {
      const result = await load(`${HERE}?${query}`);
      expect(statusOf(result), query).toBe(200);
      expect(payload<any>(result).page, query).toBe(1);
    }
    expect(messagesMock.calls.filter((c) => c.path === 'user-message/view')).toEqual([]);
    expect(readNewsQuery(new URLSearchParams('page=3&messaggio=12'))).toEqual({ page: 3, messageId: 12 });
    expect(readNewsQuery(new URLSearchParams('page= 3 &messaggio=x'))).toEqual({ page: 3, messageId: null });
  });

  it('a page past the end says so and links back to the first', async () => {
    const data = await page(`${HERE}?page=7`);
    expect(data).toMatchObject({ messages: [], count: 2, page: 7 });
    const html = await render(`${HERE}?page=7`, <NewsListPage />, data);
    expect(html).toContain('Non ci sono messaggi in questa pagina.');
    expect(html).toMatch(new RegExp(`href="${HERE}"[^>]*>Vai alla prima pagina<`));
  });

  it('sends a customer whose backend session ended to login, with the message', async () => {
    const ended = await sessionCookieOf({ ...MARIO, token: 'tok-gone' });
    const result = await settle(newsLoader(args(get(HERE, [ended]))));
    expect(result).toRedirectTo('/login?redirectTo=%2Fprofile%2Fnews-list');
    expect((await flashed(result as Response)).messages[0]).toMatchObject({ level: 'error' });
  });

  it('a backend that is down is the service-down answer, not a crash', async () => {
    messagesMock.state.down.add('user-message/list');
    const result = await load();
    expect(statusOf(result)).toBe(503);
  });
});

describe('/profile/news-list markup without JS', () => {
  it('a heading per message with its date and excerpt, and a read link named after it', async () => {
    const html = await render(HERE, <NewsListPage />, await page());
    expect(html).toMatch(/<h1[^>]*>Messaggi<\/h1>/);
    expect(html).toMatch(/<h2 id="news-heading"[^>]*>I tuoi messaggi<\/h2>/);
    expect(html).toMatch(/<h3 id="news-52"[^>]*>Il tuo ordine n. 100002 è stato annullato<\/h3>/);
    expect(html).toMatch(/<time dateTime="2026-11-25T16:45:00.000Z">25 novembre 2026 alle 17:45<\/time>/i);
    expect(html).toMatch(
      new RegExp(
        `href="${HERE}\\?messaggio=52#messaggio"[^>]*>Leggi il messaggio<span class="sr-only">: Il tuo ordine n. 100002 è stato annullato</span>`,
      ),
    );
    expect(html).not.toContain('Chiudi');
  });

  it('the opened message: its text as text with its line breaks, never HTML, and a Chiudi link', async () => {
    const html = await render(`${HERE}?messaggio=51`, <NewsListPage />, await page(`${HERE}?messaggio=51`));
    expect(html).toMatch(/<article id="messaggio" aria-labelledby="opened-subject"/);
    expect(html).toMatch(/<h2 id="opened-subject"[^>]*>Il tuo ordine n. 100001 è confermato<\/h2>/);
    expect(html).toMatch(/<div class="whitespace-pre-line[^"]*">Ciao Mario,\n\ngrazie per il tuo ordine n. 100001./);
    expect(html).toContain('&lt;b&gt;Cesto Natalizio&lt;/b&gt; × 3');
    expect(html).not.toContain('<b>Cesto');
    expect(html).toMatch(new RegExp(`href="${HERE}"[^>]*>Chiudi<`));
    expect(html).toMatch(/aria-current="true"[^>]*>Leggi il messaggio<span class="sr-only">: Il tuo ordine n. 100001/);
  });

  it('an unavailable message is said in an alert, with Chiudi', async () => {
    const html = await render(`${HERE}?messaggio=999`, <NewsListPage />, await page(`${HERE}?messaggio=999`));
    expect(html).toMatch(/role="alert"[^>]*><p>Questo messaggio non è disponibile/);
    expect(html).toMatch(new RegExp(`href="${HERE}"[^>]*>Chiudi<`));
  });
});

function MARIO_FIRST(): MessageWire {
  return structuredClone(messagesMock.state.messages.get(MARIO.userId)![0]);
}

function sessionCookieOf(who: { token: string; userId: number; firstName: string }): Promise<string> {
  return sessionCookie({ ebsnToken: who.token, userId: who.userId, firstName: who.firstName });
}
