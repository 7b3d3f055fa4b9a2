// msw stand-in for the customer's archive of messages (backend/routes/messages.ts, decision 031):
// user-message/list (page, page_size: 12 by default, at most 50; newest first) and user-message/view
// (message_id; another customer's message reads as a missing one). Each customer's own, by token; a
// guest is refused as the backend refuses one. Tests read the calls from `messagesMock.calls` and
// steer it by its state.
import { http, HttpResponse } from 'msw';
import { GIULIA, MARIO } from './account';
import { EBSN, envelope } from './handlers';

export type MessageWire = { messageId: number; kind: string; subject: string; date: string; text: string };
export type MessageCall = { path: string; token: string | null; query: Record<string, string> };

/** Mario's archive: the cancellation of order 100002 (newest), then the confirmation of 100001 */
export const MARIO_MESSAGES: MessageWire[] = [
  {
    messageId: 52,
    kind: 'order',
    subject: 'Il tuo ordine n. 100002 è stato annullato',
    date: '2026-11-25T16:45:00.000Z',
    text: 'Ciao Mario,\n\ncome richiesto, il tuo ordine n. 100002 è stato annullato.\n\nIl team di Spesa',
  },
  {
    messageId: 51,
    kind: 'order',
    subject: 'Il tuo ordine n. 100001 è confermato',
    date: '2026-11-24T09:30:00.000Z',
    text: [
      'Ciao Mario,',
      '',
      'grazie per il tuo ordine n. 100001.',
      '',
      'Consegna a domicilio: Casa, Via Roma 10, Padova, giovedì 26 novembre dalle 18:00 alle 20:00.',
      '',
      '<b>Cesto Natalizio</b> × 3: 120,00 €',
      '',
      'Il team di Spesa',
    ].join('\n'),
  },
];

const PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 50;
const EXCERPT = 160;

const state = {
  /** the archive per user id, the newest first */
  messages: new Map<number, MessageWire[]>(),
  /** the next call to this path fails as a backend that is down (HTTP 500) */
  down: new Set<string>(),
};

export const messagesMock = {
  calls: [] as MessageCall[],
  get state() {
    return state;
  },
  reset() {
    messagesMock.calls = [];
    state.messages = new Map([[MARIO.userId, structuredClone(MARIO_MESSAGES)]]);
    state.down = new Set();
  },
  last(path: string): MessageCall | undefined {
    return [...messagesMock.calls].reverse().find((c) => c.path === path);
  },
};
messagesMock.reset();

const users = [MARIO, GIULIA];

function refusal(code: string, error: string, httpStatus = 200) {
  return HttpResponse.json(envelope(null, { status: 1, errors: [{ code, error }] }), { status: httpStatus });
}

/** Records the call; answers who is calling or the answer to give instead. */
function enter(request: Request, path: string): { userId: number } | { answer: Response } {
  const url = new URL(request.url);
  const token = request.headers.get('x-ebsn-account');
  messagesMock.calls.push({ path, token, query: Object.fromEntries(url.searchParams) });
  if (state.down.delete(path)) return { answer: new HttpResponse('down', { status: 500 }) };
  const user = users.find((u) => u.token === token);
  if (!user) return { answer: refusal('auth.required', 'È necessario accedere per continuare.') };
  return { userId: user.userId };
}

/** an integer query parameter as the backend reads it: absent, or digits within range, or a 400 */
function intParam(url: URL, key: string, min: number, max: number): number | undefined | 'bad' {
  const value = url.searchParams.get(key);
  if (value === null || value === '') return undefined;
  if (!/^\d{1,12}$/.test(value)) return 'bad';
  const n = Number(value);
  return n >= min && n <= max ? n : 'bad';
}

const invalid = (key: string) => refusal('error.validation', `Il parametro "${key}" non è valido.`, 400);
const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1)}…`;
};
const api = (path: string) => `${EBSN}/ebsn/api/${path}`;

export const messagesHandlers = [
  http.get(api('user-message/list'), ({ request }) => {
    const who = enter(request, 'user-message/list');
    if ('answer' in who) return who.answer;
    const url = new URL(request.url);
    const page = intParam(url, 'page', 1, 10_000);
    if (page === 'bad') return invalid('page');
    const size = url.searchParams.get('page_size');
    if (size !== null && !/^\d{1,12}$/.test(size)) return invalid('page_size');
    const pageSize = size === null ? PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(1, Number(size)));
    const selPage = page ?? 1;
    const all = state.messages.get(who.userId) ?? [];
    const messages = all.slice((selPage - 1) * pageSize, selPage * pageSize).map(({ text, ...m }) => ({ ...m, excerpt: excerptOf(text) }));
    return HttpResponse.json(
      envelope(
        {
          messages,
          page: { selPage, totPages: Math.max(1, Math.ceil(all.length / pageSize)), totItems: all.length, itemsPerPage: pageSize },
        },
        { userId: who.userId },
      ),
    );
  }),

  http.get(api('user-message/view'), ({ request }) => {
    const who = enter(request, 'user-message/view');
    if ('answer' in who) return who.answer;
    const id = intParam(new URL(request.url), 'message_id', 1, 2_147_483_647);
    if (id === undefined || id === 'bad') return invalid('message_id');
    const message = (state.messages.get(who.userId) ?? []).find((m) => m.messageId === id);
    if (!message) return refusal('error.message.notFound', 'Messaggio non trovato.');
    return HttpResponse.json(envelope({ message }, { userId: who.userId }));
  }),
];
