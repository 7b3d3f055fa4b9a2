// The parking reservation of an order (account.md §3, §4 "Parking reservation result", §7 order/reserve,
// §8): the form read with the backend's rules and Italian messages, the three kinds of answers read as
// the spec says (status 0 a success with its infos, errors a warning, anything else the unexpected
// error), and the order's action that says them as toasts or sends the form back with what was typed.
import { PassThrough } from 'node:stream';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { describe, expect, it } from 'vitest';
import { PARKING_DISTANCE_MAX_METRES, PARKING_INFO_MAX } from '#domain/orders';
import { offersParking, ParkingReservation } from '~/components/orders/ParkingReservation';
import { createApiContext } from '~/ebsn/client.server';
import { SessionExpiredError, UpstreamUnavailableError } from '~/ebsn/errors';
import { parkingReservationOf, reserveParking, type Order } from '~/ebsn/orders.server';
import { parseWithZod } from '@conform-to/zod';
import { ORDER_INTENT as INTENT, parkingValues, parkSchema } from '~/routes/profile.orders.$orderId/forms';
import { action as orderAction } from '~/routes/profile.orders.$orderId/route';
import { EBSN, envelope } from '../mocks/handlers';
import { MARIO } from '../mocks/account';
import { args, payload, post, settle, statusOf } from './account-helpers';
import { mario } from './cart-helpers';
import { server, useMsw } from './msw';

useMsw();

const RESERVE = `${EBSN}/ebsn/api/order/reserve`;
const REQUIRED = 'Campo obbligatorio';
const BAD_DISTANCE = "Scegli una distanza dall'elenco.";
const BAD_CHARACTERS = 'Il testo contiene caratteri non validi.';
const UNEXPECTED = 'Si è verificato un errore imprevisto.';

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The parking form as the order's action reads it: its schema, and what goes back to a refused form. */
function readParking(data: FormData) {
  data.set('intent', INTENT.park);
  const submission = parseWithZod(data, { schema: parkSchema });
  const values = parkingValues(submission.payload);
  if (submission.status === 'success') {
    const { distance, reservationInfo } = submission.value;
    return { ok: true as const, parking: { distance, reservationInfo }, values };
  }
  const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, texts]) => texts?.length));
  return { ok: false as const, values, errors };
}

const read = (distance: string, reservationInfo: string) => readParking(form({ distance, reservationInfo }));

/** the answer order/reserve gives, with the body it was sent */
function answerWith(answer: () => Response) {
  const seen: Array<{ body: unknown; token: string | null }> = [];
  server.use(
    http.post(RESERVE, async ({ request }) => {
      seen.push({ body: await request.json(), token: request.headers.get('X-Ebsn-Account') });
      return answer();
    }),
  );
  return seen;
}

const answer = (response: Record<string, unknown>, data: unknown = null) =>
  HttpResponse.json({ ...envelope(data), response: { status: 0, errors: [], infos: [], warnings: [], ...response } });

describe('readParking', () => {
  it('takes a distance in whole metres and one line of how the staff recognise the car', () => {
    expect(read('500', 'AB123CD, Panda bianca')).toEqual({
      ok: true,
      parking: { distance: 500, reservationInfo: 'AB123CD, Panda bianca' },
      values: { distance: '500', reservationInfo: 'AB123CD, Panda bianca' },
    });
    expect(read('0', 'Sono al posto 3')).toMatchObject({ ok: true, parking: { distance: 0 } });
    expect(read(String(PARKING_DISTANCE_MAX_METRES), 'x')).toMatchObject({ ok: true, parking: { distance: 100_000 } });
    expect(read(' 012 ', 'x')).toMatchObject({ ok: true, parking: { distance: 12 } });
  });

  it('trims the text and makes the line breaks and tabs of a paste one space', () => {
    expect(read('200', '  AB123CD\r\n\tPanda   bianca  ')).toMatchObject({
      ok: true,
      parking: { reservationInfo: 'AB123CD Panda bianca' },
    });
  });

  it('says "Campo obbligatorio" for an empty field, white space, a missing field or a file', () => {
    expect(read('', '')).toEqual({
      ok: false,
      values: { distance: '', reservationInfo: '' },
      errors: { distance: [REQUIRED], reservationInfo: [REQUIRED] },
    });
    expect(read('   ', ' \t\n ')).toMatchObject({ ok: false, errors: { distance: [REQUIRED], reservationInfo: [REQUIRED] } });
    expect(readParking(new FormData())).toMatchObject({ ok: false, errors: { distance: [REQUIRED], reservationInfo: [REQUIRED] } });
    const files = readParking(form({ distance: new Blob(['500']), reservationInfo: new Blob(['AB123CD']) }));
    expect(files).toMatchObject({ ok: false, errors: { distance: [REQUIRED], reservationInfo: [REQUIRED] } });
  });

  it('takes PARKING_INFO_MAX characters and refuses one more, giving back what was typed', () => {
    expect(read('500', 'x'.repeat(PARKING_INFO_MAX))).toMatchObject({ ok: true });
    const long = 'x'.repeat(PARKING_INFO_MAX + 1);
    expect(read('500', long)).toEqual({
      ok: false,
      values: { distance: '500', reservationInfo: long },
      errors: { reservationInfo: ['Lunghezza massima 200 caratteri'] },
    });
    // white space made one space first: a padded line of 200 characters is not too long
    expect(read('500', `  ${'x'.repeat(100)}\n\n\n${'y'.repeat(99)}  `)).toMatchObject({ ok: true });
    // what comes back is bounded, whatever was sent
    const huge = read('500', 'x'.repeat(60_000));
    expect(huge.ok).toBe(false);
    expect(huge.values.reservationInfo.length).toBeLessThanOrEqual(PARKING_INFO_MAX * 5);
  });

  it('refuses a distance that is not a whole number of metres from 0 to 100 km', () => {
    for (const distance of [
      '-1',
      '100001',
      '999999',
      '1234567',
      '1.5',
      '1,5',
      '1e3',
      '0x10',
      'abc',
      'Infinity',
      'NaN',
      '١٢',
      '５',
      '+5',
      '5 km',
    ]) {
      expect(read(distance, 'AB123CD'), distance).toEqual({
        ok: false,
        values: { distance: distance.trim().slice(0, 20), reservationInfo: 'AB123CD' },
        errors: { distance: [BAD_DISTANCE] },
      });
    }
  });

  it('keeps markup and quotes as text, and refuses control characters and direction marks', () => {
    for (const text of ['<script>alert(1)</script>', "'; DROP TABLE orders; --", '{{constructor}}', '🚗 Panda bianca', 'Città: Forlì']) {
      expect(read('500', text), text).toMatchObject({ ok: true, parking: { reservationInfo: text } });
    }
    for (const text of ['AB\u0000CD', 'AB\u001bCD', 'AB\u007fCD', 'AB\u0085CD', 'DC321BA\u202e', 'AB\u2066CD\u2069', 'AB\u200fCD']) {
      const result = read('500', text);
      expect(result, JSON.stringify(text)).toMatchObject({ ok: false, errors: { reservationInfo: [BAD_CHARACTERS] } });
      // nothing unprintable is sent back into the page
      expect(result.values.reservationInfo).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    expect(read('500', '\u0000')).toMatchObject({ ok: false, errors: { reservationInfo: [BAD_CHARACTERS] } });
  });
});

describe('reserveParking', () => {
  const api = () => createApiContext(MARIO.token);
  const input = { orderId: 42, distance: 500, reservationInfo: 'AB123CD, Panda bianca' };

  it('sends order_id, distance and reservation_info with the session, and tells status 0 by its infos as a success', async () => {
    const seen = answerWith(() =>
      answer({ infos: [{ info: 'Parcheggio prenotato: ti aspettiamo al punto di ritiro.', code: 'info.order.parkingReserved' }] }),
    );
    expect(await reserveParking(api(), input)).toEqual({
      level: 'success',
      texts: ['Parcheggio prenotato: ti aspettiamo al punto di ritiro.'],
    });
    expect(seen).toEqual([{ body: { order_id: 42, distance: 500, reservation_info: 'AB123CD, Panda bianca' }, token: MARIO.token }]);
  });

  it('says a success of its own when status 0 comes with no info, and reads no order from the answer', async () => {
    answerWith(() => answer({}, { anything: 'at all' }));
    expect(await reserveParking(api(), input)).toEqual({ level: 'success', texts: ['Parcheggio prenotato.'] });
  });

  it('tells a refusal with errors as a warning with their texts', async () => {
    const refusal = 'Questo ordine non è in attesa di ritiro: non è possibile prenotare il parcheggio.';
    answerWith(() => answer({ status: 1, errors: [{ error: refusal, code: 'error.order.parkingClosed' }, { error: refusal }] }));
    expect(await reserveParking(api(), input)).toEqual({ level: 'warning', texts: [refusal] });
  });

  it('tells any other answer as the unexpected error: a failure without errors, or a 4xx without them', async () => {
    answerWith(() => answer({ status: 1 }));
    expect(await reserveParking(api(), input)).toEqual({ level: 'error', texts: [UNEXPECTED] });
    answerWith(() => answer({ status: 2, warnings: [{ warning: 'Attenzione' }], infos: [{ info: 'Forse' }] }));
    expect(await reserveParking(api(), input)).toEqual({ level: 'error', texts: [UNEXPECTED] });
    answerWith(() => HttpResponse.json(envelope(null), { status: 400 }));
    expect(await reserveParking(api(), input)).toEqual({ level: 'error', texts: [UNEXPECTED] });
  });

  it('throws what is no answer at all: a backend down, garbage, an expired session', async () => {
    answerWith(() => new HttpResponse('boom', { status: 502 }));
    await expect(reserveParking(api(), input)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    answerWith(() => HttpResponse.json({ hello: 'world' }));
    await expect(reserveParking(api(), input)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    answerWith(() => HttpResponse.json(envelope(null), { status: 419 }));
    await expect(reserveParking(api(), input)).rejects.toBeInstanceOf(SessionExpiredError);
  });
});

describe('parkingReservationOf', () => {
  const order = (extra: Record<string, unknown>) => ({ orderId: 42, ...extra }) as unknown as Order;

  it("reads order/view's reservation, and none when it is missing or not one", () => {
    const reservation = { distance: 500, reservationInfo: 'AB123CD', reservedAt: '2026-11-21T17:05:00.000Z' };
    expect(parkingReservationOf(order({ parkingReservation: reservation }))).toEqual(reservation);
    expect(parkingReservationOf(order({ parkingReservation: { distance: '250', reservationInfo: 'x' } }))).toEqual({
      distance: 250,
      reservationInfo: 'x',
    });
    expect(parkingReservationOf(order({}))).toBeNull();
    expect(parkingReservationOf(order({ parkingReservation: null }))).toBeNull();
    expect(parkingReservationOf(order({ parkingReservation: { distance: 5 } }))).toBeNull();
  });
});

describe('the order’s park intent', () => {
  async function park(fields: Record<string, string>) {
    const request = await post('/profile/orders/42', { intent: INTENT.park, ...fields }, { cookies: [await mario()] });
    return settle(orderAction({ ...args(request), params: { orderId: '42' } }));
  }

  it('sends a refused form back with what was typed and its errors (400), calling nothing', async () => {
    const seen = answerWith(() => answer({}));
    const result = await park({ distance: '500', reservationInfo: '   ' });
    expect(statusOf(result)).toBe(400);
    expect(payload(result)).toEqual({
      park: { values: { distance: '500', reservationInfo: '   ' }, errors: { reservationInfo: [REQUIRED] } },
    });
    expect(seen).toEqual([]);
  });

  it('a reservation made: back to the order with the info as a success toast', async () => {
    answerWith(() => answer({ infos: [{ info: 'Prenotazione del parcheggio aggiornata.' }] }));
    const result = await park({ distance: '1000', reservationInfo: 'AB123CD' });
    expect(result).toRedirectTo('/profile/orders/42');
    await expect(result).toFlash([{ level: 'success', text: 'Prenotazione del parcheggio aggiornata.' }]);
  });

  it('a refusal: back to the order with the warning; any other answer: the unexpected error', async () => {
    answerWith(() => answer({ status: 1, errors: [{ error: "Completa il pagamento dell'ordine prima di prenotare il parcheggio." }] }));
    const refused = await park({ distance: '0', reservationInfo: 'AB123CD' });
    expect(refused).toRedirectTo('/profile/orders/42');
    await expect(refused).toFlash([{ level: 'warning', text: "Completa il pagamento dell'ordine prima di prenotare il parcheggio." }]);
    answerWith(() => answer({ status: 3 }));
    const odd = await park({ distance: '0', reservationInfo: 'AB123CD' });
    expect(odd).toRedirectTo('/profile/orders/42');
    await expect(odd).toFlash([{ level: 'error', text: UNEXPECTED }]);
  });

  it('a backend that does not answer is the service-down page, as for the route’s other actions', async () => {
    answerWith(() => new HttpResponse('boom', { status: 503 }));
    expect(statusOf(await park({ distance: '0', reservationInfo: 'AB123CD' }))).toBe(503);
  });
});

/** server-rendered markup, without JS (as tests/app/cart-render.test.tsx renders) */
async function render(element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ id: 'root', path: '*', element }]);
  const context = await handler.query(new Request('http://shop.test/profile/orders/42'));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(
      createElement(AuthenticityTokenProvider, {
        token: 't',
        children: createElement(StaticRouterProvider, { router, context, hydrate: false }),
      }),
      {
        onAllReady() {
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.pipe(sink);
        },
        onError: reject,
      },
    );
  });
  return html.replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ');
}

describe('the parking form', () => {
  const drive = { service: 1, statusId: 3 };
  const section = (props: Partial<Parameters<typeof ParkingReservation>[0]> = {}) =>
    render(createElement(ParkingReservation, { order: drive, reservation: null, busy: false, ...props }));

  it('is offered for Drive and lockers while the order can be collected, not for home delivery, an unpaid or a finished order', () => {
    expect([1, 3, 4, 5, 6, 7].every((statusId) => offersParking({ service: 1, statusId }))).toBe(true);
    expect(offersParking({ service: 4, statusId: 3 })).toBe(true);
    expect(offersParking({ service: 2, statusId: 3 })).toBe(false);
    for (const statusId of [2, 8, 9, 10, 11, 12, 13]) expect(offersParking({ service: 1, statusId }), String(statusId)).toBe(false);
  });

  it('renders nothing when not offered', async () => {
    expect(await section({ order: { service: 2, statusId: 3 } })).not.toContain('Prenota il parcheggio');
  });

  it('is a POST form with CSRF, the intent on its button, a labelled select of distances and a bounded text field', async () => {
    const html = await section();
    expect(html).toContain('<h2 id="parking-heading"');
    expect(html).toContain('il personale ti porterà la spesa direttamente all&#x27;auto');
    expect(html).toMatch(/<form method="post"[^>]*novalidate/i);
    expect(html).toContain('name="csrf" value="t"');
    expect(html).toMatch(/<button type="submit" name="intent" value="park"[^>]*>Prenota il parcheggio</);
    expect(html).toContain('<label for="parking-distance"');
    expect(html).toMatch(/<select[^>]*name="distance"/);
    expect(html).toContain('<option value="0">Sono già al punto di ritiro</option>');
    expect(html).toContain('<option value="500">Circa 500 m</option>');
    expect(html).toContain('<option value="2000">Circa 2 km</option>');
    expect(html).toContain('<label for="parking-info"');
    expect(html).toMatch(/<input[^>]*name="reservationInfo"[^>]*maxLength="200"/);
    expect(html).not.toContain('aria-invalid');
  });

  it('shows the reservation made, its own distance kept as a choice, and offers to update it', async () => {
    const html = await section({
      order: { service: 4, statusId: 5 },
      reservation: { distance: 1234, reservationInfo: 'AB123CD <b>rossa</b>', reservedAt: '2026-11-21T17:05:00.000Z' },
    });
    expect(html).toContain('ti terremo libero un posto auto vicino al locker');
    expect(html).toContain('La tua prenotazione');
    expect(html).toContain('<dd>1,2 km</dd>');
    expect(html).toContain('AB123CD &lt;b&gt;rossa&lt;/b&gt;');
    expect(html).toContain('21 novembre alle 18:05');
    expect(html).toContain('<option value="1234" selected="">1,2 km</option>');
    expect(html).toMatch(/name="reservationInfo"[^>]*value="AB123CD &lt;b&gt;rossa&lt;\/b&gt;"/);
    expect(html).toContain('>Aggiorna la prenotazione</button>');
    const there = await section({ reservation: { distance: 0, reservationInfo: 'Panda bianca' } });
    expect(there).toContain('<dd>Già al punto di ritiro</dd>');
    expect(there).toContain('<option value="0" selected="">Sono già al punto di ritiro</option>');
    expect(there).not.toContain('Aggiornata');
  });

  it('a refused form: what was typed, and each error tied to its field', async () => {
    const html = await section({
      typed: { values: { distance: '500', reservationInfo: '' }, errors: { reservationInfo: [REQUIRED] } },
    });
    expect(html).toContain('<option value="500" selected="">');
    expect(html).toMatch(
      /<input[^>]*name="reservationInfo"[^>]*aria-invalid="true"[^>]*aria-describedby="parking-info-help parking-info-error"/,
    );
    expect(html).toMatch(/<ul id="parking-info-error"[^>]*>.*Campo obbligatorio/);
    expect(html).toMatch(/<select[^>]*name="distance"(?![^>]*aria-invalid)[^>]*>/);
  });
});
