// msw stand-in for the customer's own area of the commerce API (backend/routes/account-area.ts):
// saved invoice data (user-person-fiscal/list, insert-billing-address, delete-person-fiscal), checked
// by the same invoice rules the backend runs, and gift certificates (giftcertificate/list,
// show_history). Each customer's own, by token; a guest is refused as the
// backend refuses one. Tests read the calls from `accountAreaMock.calls` and steer it by its state.
import { http, HttpResponse } from 'msw';
import { INVOICE_FIELDS, invoiceProblems, normaliseInvoice, type InvoiceData } from '#domain/invoice';
import { GIULIA, MARIO } from './account';
import { EBSN, envelope } from './handlers';

export type PersonFiscalWire = { personFiscalId: number } & InvoiceData;

export type AreaCall = { path: string; method: string; token: string | null; query: Record<string, string>; json?: unknown };

/** a private individual every invoice rule accepts */
export const PERSON: InvoiceData = normaliseInvoice({
  personType: 'individual',
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA80E15G224S',
  address1: 'Via Roma',
  addressNumber: '10',
  city: 'Padova',
  postalcode: '35122',
  province: 'PD',
});

/** a company with its SDI code */
export const COMPANY: InvoiceData = normaliseInvoice({
  personType: 'company',
  companyName: 'Alimentari Rossi S.r.l.',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  sdi: 'ABC1234',
  address1: 'Via Garibaldi',
  addressNumber: '3',
  city: 'Padova',
  postalcode: '35121',
  province: 'PD',
});

/** Mario's certificates as giftcertificate/list?show_history=true answers them: one in hand, one used, one expired */
export const MARIO_CERTIFICATES = [
  {
    userGiftCertificateId: 1,
    giftCertificate: {
      giftCertificateId: 4,
      code: 'FEDELTA15',
      name: 'Grazie della fedeltà: 15 €',
      kind: 'amount',
      amount: 15,
      minimumSpend: 100,
      validFrom: '2026-11-23T10:00:00.000Z',
      validTo: '2027-11-24T10:00:00.000Z',
    },
    manual: true,
    usable: true,
    history: [],
  },
  {
    userGiftCertificateId: 2,
    giftCertificate: {
      giftCertificateId: 1,
      code: 'BENVENUTO10',
      name: 'Benvenuto: 10% sulla spesa',
      kind: 'percent',
      percent: 10,
      minimumSpend: 50,
      validFrom: '2026-11-23T10:00:00.000Z',
      validTo: '2027-11-24T10:00:00.000Z',
    },
    manual: false,
    usable: false,
    notUsableReason: 'used',
    orderId: 100001,
    usedAt: '2026-11-24T09:30:00.000Z',
    history: [{ orderId: 100001, usedAt: '2026-11-24T09:30:00.000Z', amount: 12 }],
  },
  {
    userGiftCertificateId: 3,
    giftCertificate: {
      giftCertificateId: 3,
      code: 'ESTATE2025',
      name: 'Estate 2025',
      kind: 'amount',
      amount: 10,
      minimumSpend: 50,
      validFrom: '2025-06-01T00:00:00.000Z',
      validTo: '2025-08-31T00:00:00.000Z',
    },
    manual: true,
    usable: false,
    notUsableReason: 'expired',
    history: [],
  },
];

const MAX_RECORDS = 20;

let nextId = 900;
const state = {
  /** saved records per user id, the newest first */
  records: new Map<number, PersonFiscalWire[]>(),
  /** certificates per user id (with their history) */
  certificates: new Map<number, typeof MARIO_CERTIFICATES>(),
  /** the next call to this path fails as a backend that is down (HTTP 500) */
  down: new Set<string>(),
};

export const accountAreaMock = {
  calls: [] as AreaCall[],
  get state() {
    return state;
  },
  reset() {
    accountAreaMock.calls = [];
    state.records = new Map();
    state.certificates = new Map([[MARIO.userId, structuredClone(MARIO_CERTIFICATES)]]);
    state.down = new Set();
    nextId = 900;
  },
  /** a record saved for a customer, as an earlier insert would have saved it */
  seed(userId: number, data: InvoiceData): PersonFiscalWire {
    const record = { personFiscalId: ++nextId, ...data };
    state.records.set(userId, [record, ...(state.records.get(userId) ?? [])]);
    return record;
  },
  count(path: string): number {
    return accountAreaMock.calls.filter((c) => c.path === path).length;
  },
  last(path: string): AreaCall | undefined {
    return [...accountAreaMock.calls].reverse().find((c) => c.path === path);
  },
};
accountAreaMock.reset();

const users = [MARIO, GIULIA];

function refusal(errors: Array<{ error: string; code: string; field?: string }>, httpStatus = 200) {
  const body = envelope(null, { status: 1, errors: errors as Array<{ error: string; code: string }> });
  return HttpResponse.json(body, { status: httpStatus });
}

const LOGIN_REQUIRED = () => refusal([{ code: 'auth.required', error: 'È necessario accedere per continuare.' }]);

/** Records the call; answers who is calling (undefined for a guest) or the answer to give instead. */
async function enter(request: Request, path: string): Promise<{ userId: number } | { answer: Response }> {
  const url = new URL(request.url);
  const token = request.headers.get('x-ebsn-account');
  const call: AreaCall = { path, method: request.method, token, query: Object.fromEntries(url.searchParams) };
  if (request.method === 'POST') call.json = await request.json().catch(() => undefined);
  accountAreaMock.calls.push(call);
  if (state.down.delete(path)) return { answer: new HttpResponse('down', { status: 500 }) };
  const user = users.find((u) => u.token === token);
  if (!user) return { answer: LOGIN_REQUIRED() };
  return { userId: user.userId };
}

const ok = (data: unknown, userId: number, infos: Array<{ info: string; code: string }> = []) => {
  const body = envelope(data, { userId });
  body.response.infos = infos as never[];
  body.response.infosMessage = infos.map((i) => i.info) as never[];
  return HttpResponse.json(body);
};

const api = (path: string) => `${EBSN}/ebsn/api/${path}`;

export const accountAreaHandlers = [
  http.get(api('user-person-fiscal/list'), async ({ request }) => {
    const who = await enter(request, 'user-person-fiscal/list');
    if ('answer' in who) return who.answer;
    return ok({ personFiscals: state.records.get(who.userId) ?? [] }, who.userId);
  }),

  http.post(api('user-person-fiscal/insert-billing-address'), async ({ request }) => {
    const who = await enter(request, 'user-person-fiscal/insert-billing-address');
    if ('answer' in who) return who.answer;
    const body = accountAreaMock.last('user-person-fiscal/insert-billing-address')?.json;
    const data = normaliseInvoice((body && typeof body === 'object' ? body : {}) as Record<string, unknown>);
    const problems = Object.entries(invoiceProblems(data));
    if (problems.length)
      return refusal(
        problems.map(([field, error]) => ({ code: 'error.invoice.field', error: error!, field })),
        400,
      );
    const mine = state.records.get(who.userId) ?? [];
    const same = mine.find((r) => INVOICE_FIELDS.every((f) => r[f] === data[f]));
    if (same)
      return ok({ personFiscal: same }, who.userId, [
        { code: 'info.personFiscal.alreadySaved', info: 'Questi dati di fatturazione sono già salvati.' },
      ]);
    if (mine.length >= MAX_RECORDS) {
      return refusal([
        {
          code: 'error.personFiscal.tooMany',
          error: `Puoi salvare al massimo ${MAX_RECORDS} intestatari per la fattura: eliminane uno per aggiungerne un altro.`,
        },
      ]);
    }
    return ok({ personFiscal: accountAreaMock.seed(who.userId, data) }, who.userId);
  }),

  http.get(api('user-person-fiscal/delete-person-fiscal'), async ({ request }) => {
    const who = await enter(request, 'user-person-fiscal/delete-person-fiscal');
    if ('answer' in who) return who.answer;
    const id = Number(new URL(request.url).searchParams.get('person_fiscal_id'));
    const mine = state.records.get(who.userId) ?? [];
    if (!mine.some((r) => r.personFiscalId === id))
      return refusal([{ code: 'error.personFiscal.notFound', error: 'Dati di fatturazione non trovati.' }]);
    state.records.set(
      who.userId,
      mine.filter((r) => r.personFiscalId !== id),
    );
    return ok({ personFiscals: state.records.get(who.userId) }, who.userId);
  }),

  http.get(api('giftcertificate/list'), async ({ request }) => {
    const who = await enter(request, 'giftcertificate/list');
    if ('answer' in who) return who.answer;
    const history = ['true', '1'].includes(new URL(request.url).searchParams.get('show_history')?.toLowerCase() ?? '');
    const all = state.certificates.get(who.userId) ?? [];
    const listed = all
      .filter((c) => c.manual || c.usedAt)
      .filter((c) => history || !c.usedAt)
      .map(({ history: uses, ...c }) => (history ? { ...c, history: uses } : c));
    return ok({ giftCertificates: listed }, who.userId);
  }),
];
