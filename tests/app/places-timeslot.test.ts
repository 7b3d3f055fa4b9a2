// The slot screen (/cart/timeslot) against the places mock, and its pure rules (app/routes/cart_.timeslot/timeslots.ts):
// day tabs and their labels, the open day, period filtering, slot states, restriction warnings,
// the fee banner, the hold's expiry, the select intent with its refusals and the waiting add.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeslotDay } from '~/ebsn/slots-schemas';
import { sessionStorage, type PendingAdd } from '~/lib/session.server';
import {
  chosenRestricted,
  dayLabel,
  openDay,
  restrictionsOf,
  selectable,
  shopTime,
  shopToday,
  shownDays,
  slotsOfPeriod,
  slotState,
} from '~/routes/cart_.timeslot/timeslots';
import { action, loader } from '~/routes/cart_.timeslot/route';
import { MARIO } from '../mocks/account';
import { EBSN, envelope } from '../mocks/handlers';
import { DRIVE_ARCELLA, placesHandlers, placesMock } from '../mocks/places';
import { args, cookiePair, get, payload, post, readSession, sessionSetCookie, settle, statusOf } from './account-helpers';
import { server, useMsw } from './msw';

const slot = (over: Partial<TimeslotDay['timeslots'][number]> = {}): TimeslotDay['timeslots'][number] => ({
  timeslotId: 1,
  beginTime: '10:00',
  endTime: '12:00',
  status: 'empty',
  active: 1,
  selected: false,
  deliveryDayPeriodId: 1,
  underLeadTime: false,
  underLockDay: false,
  underLockCutoff: false,
  ...over,
});
const day = (dateIso: string, timeslots = [slot()], selected = false): TimeslotDay => ({ dateIso, timeslots, selected });

describe('slot rules', () => {
  it("name today 'OGGI' and other days 'ddd DD/MM' in Italian", () => {
    expect(dayLabel('2026-11-24', '2026-11-24')).toBe('OGGI');
    expect(dayLabel('2026-11-24', '2026-11-23')).toBe('mar 24/11');
    expect(dayLabel('2026-11-29', '2026-11-23')).toBe('dom 29/11');
    expect(dayLabel('2026-12-01', '2026-11-23')).toBe('mar 01/12');
  });

  it("take today and times in the shop's time zone (Europe/Rome)", () => {
    expect(shopToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(shopToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(shopTime('2026-11-23T17:40:00Z')).toBe('18:40');
  });

  it('drop the first day when it has no slots and more days exist', () => {
    expect(shownDays([day('2026-11-23', []), day('2026-11-24')]).map((d) => d.dateIso)).toEqual(['2026-11-24']);
    expect(shownDays([day('2026-11-23', [])]).map((d) => d.dateIso)).toEqual(['2026-11-23']);
    expect(shownDays([day('2026-11-23'), day('2026-11-24', [])]).map((d) => d.dateIso)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it("open the day asked for, else the cart's, else a selected one, else the first", () => {
    const days = [day('2026-11-24'), day('2026-11-25'), day('2026-11-26', [slot({ selected: true })])];
    expect(openDay(days, '2026-11-25', '2026-11-26')?.dateIso).toBe('2026-11-25');
    expect(openDay(days, '2030-01-01', '2026-11-25')?.dateIso).toBe('2026-11-25');
    expect(openDay(days, null, undefined)?.dateIso).toBe('2026-11-26');
    expect(openDay(days.slice(0, 2), null, undefined)?.dateIso).toBe('2026-11-24');
  });

  it('filter by period group: morning 1 and 4, afternoon 2, 3, 5-9', () => {
    const d = day(
      '2026-11-24',
      [1, 2, 3, 4, 5, 9].map((p) => slot({ timeslotId: p, deliveryDayPeriodId: p })),
    );
    expect(slotsOfPeriod(d, 'all').map((s) => s.timeslotId)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(slotsOfPeriod(d, 'morning').map((s) => s.timeslotId)).toEqual([1, 4]);
    expect(slotsOfPeriod(d, 'afternoon').map((s) => s.timeslotId)).toEqual([2, 3, 5, 9]);
  });

  it('tell each slot state and which restrictions apply', () => {
    expect(slotState(slot())).toBe('empty');
    expect(slotState(slot({ status: 'intermediate' }))).toBe('intermediate');
    expect(slotState(slot({ status: 'full', active: 0 }))).toBe('full');
    expect(slotState(slot({ active: 0 }))).toBe('closed');
    expect(slotState(slot({ underLockDay: true }))).toBe('restricted');
    expect(slotState(slot({ selected: true }))).toBe('selected');
    expect(restrictionsOf([day('2026-11-24', [slot({ underLockCutoff: true }), slot({ underLeadTime: true })])])).toEqual([
      'leadTime',
      'lockCutoff',
    ]);
    expect(restrictionsOf([day('2026-11-24')])).toEqual([]);
  });

  it("do not present the chosen slot as fine when the cart's products rule it out (issue 24)", () => {
    const chosen = slot({ selected: true, underLeadTime: true, active: 0 });
    expect(slotState(chosen)).toBe('restricted');
    expect(selectable(chosen)).toBe(false);
    expect(chosenRestricted([day('2026-11-24', [slot(), chosen], true)])).toBe(true);
    expect(chosenRestricted([day('2026-11-24', [slot({ selected: true }), slot({ underLeadTime: true })], true)])).toBe(false);
  });
});

useMsw();
beforeEach(() => {
  placesMock.reset();
  server.use(...placesHandlers);
});

async function marioCookie(pendingAdd?: PendingAdd): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('ebsnToken', MARIO.token);
  session.set('userId', MARIO.userId);
  if (pendingAdd) session.set('pendingAdd', pendingAdd);
  return cookiePair(await sessionStorage.commitSession(session));
}

const HOME = { ...placesMock.addresses[0]!, addressId: 701, addressTypeId: 2, deliveryServiceId: 2 };

describe('slot screen loader', () => {
  it('sends a guest to login, and a customer without address to the address screen first', async () => {
    expect(await settle(loader(args(get('/cart/timeslot'))))).toRedirectTo('/login?redirectTo=%2Fcart%2Ftimeslot');
    const result = await settle(loader(args(get('/cart/timeslot?redirectTo=%2Fcart', [await marioCookie()]))));
    expect(result).toRedirectTo('/cart/address?redirectTo=%2Fcart');
  });

  it('sends a shopper whose backend session ended to login with the spec message, never a 500', async () => {
    const session = await sessionStorage.getSession();
    session.set('ebsnToken', 'tok-forgotten');
    session.set('userId', MARIO.userId);
    const cookie = cookiePair(await sessionStorage.commitSession(session));
    const result = await settle(loader(args(get('/cart/timeslot', [cookie]))));
    expect(result).toRedirectTo('/login?redirectTo=%2Fcart%2Ftimeslot');
    const after = await readSession(sessionSetCookie(result as Response));
    expect(after.get('userId')).toBeUndefined();
    expect((after.get('messages') as Array<{ text: string }>)[0]?.text).toMatch(/^La sessione è scaduta/);
  });

  it('shows the days without the empty first one, tomorrow open, the fee banner and no hold yet', async () => {
    placesMock.cart = { shippingAddress: HOME };
    const data = payload<any>(await loader(args(get('/cart/timeslot', [await marioCookie()]))));
    expect(data.days.map((d: { dateIso: string }) => d.dateIso)).not.toContain(shopToday());
    expect(data.days).toHaveLength(2);
    expect(data.day.dateIso).toBe(data.days[0].dateIso);
    expect(data.restrictions).toEqual(['leadTime']);
    expect(data.fee).toMatchObject({ current: 6.9, hint: { missing: 11.5, fee: 3.9, progress: 23.33 } });
    expect(data.heldUntil).toBeUndefined();
    expect(data.address.addressId).toBe(701);
  });

  it("the fee banner follows the cart's rule: no fee for an empty cart, no hint further than 15 € from the next band", async () => {
    placesMock.cart = { shippingAddress: HOME };
    server.use(
      http.get(`${EBSN}/ebsn/api/delivery-fee/view`, () =>
        HttpResponse.json(
          envelope({
            deliveryFeeRows: [
              { deliveryFeeRowId: 1, range: { from: 0, to: 129.99 }, fee: 6.9 },
              { deliveryFeeRowId: 2, range: { from: 130 }, fee: 3.9 },
            ],
            deliveryFee: 0,
            goodsTotal: 0,
            nextBand: { threshold: 130, fee: 3.9, missing: 130 },
          }),
        ),
      ),
    );
    const data = payload<any>(await loader(args(get('/cart/timeslot', [await marioCookie()]))));
    expect(data.fee.deliveryFeeRows).toHaveLength(2);
    expect(data.fee.current).toBeUndefined();
    expect(data.fee.hint).toBeNull();
  });

  it('reads no fee for pickup, and opens the cart’s day with the hold’s expiry in Rome time', async () => {
    placesMock.cart = { shippingAddress: { ...DRIVE_ARCELLA } };
    const cookie = await marioCookie();
    const first = payload<any>(await loader(args(get('/cart/timeslot', [cookie]))));
    const second = first.days[1].dateIso;
    placesMock.cart.timeslot = {
      date: second,
      timeslotId: 4,
      beginTime: '18:00',
      endTime: '20:00',
      holdExpiresAt: '2026-11-23T17:40:00.000Z',
    };
    placesMock.calls = [];
    const data = payload<any>(await loader(args(get('/cart/timeslot?period=afternoon', [cookie]))));
    expect(placesMock.count('delivery-fee/view')).toBe(0);
    expect(data.fee).toBeUndefined();
    expect(data.day.dateIso).toBe(second);
    expect(data.period).toBe('afternoon');
    expect(data.heldUntil).toBe('18:40');
  });
});

describe('slot screen action', () => {
  it('answers 400 to an unknown intent or a bad slot', async () => {
    const cookie = await marioCookie();
    expect(statusOf(await settle(action(args(await post('/cart/timeslot', { intent: 'other' }, { cookies: [cookie] })))))).toBe(400);
    const bad = await settle(
      action(args(await post('/cart/timeslot', { intent: 'select', sel_date: 'domani', timeslot_id: '1' }, { cookies: [cookie] }))),
    );
    expect(statusOf(bad)).toBe(400);
  });

  it('holds the slot, makes the waiting add and goes back where the shopper was', async () => {
    placesMock.cart = { shippingAddress: HOME };
    const cookie = await marioCookie({ productId: 42, quantity: 1, infos: { accept_alternatives: 'true' } });
    const data = payload<any>(await loader(args(get('/cart/timeslot', [cookie]))));
    const date = data.day.dateIso;
    const result = await settle(
      action(
        args(
          await post(
            '/cart/timeslot',
            { intent: 'select', sel_date: date, timeslot_id: '2', redirectTo: '/product/latte' },
            { cookies: [cookie] },
          ),
        ),
      ),
    );
    expect(placesMock.last('timeslot/select')?.query).toEqual({ sel_date: date, timeslot_id: '2' });
    expect(placesMock.last('cart/add')?.json).toEqual({ items: [{ productId: 42, quantity: 1, infos: { accept_alternatives: 'true' } }] });
    expect(result).toRedirectTo('/product/latte');
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('pendingAdd')).toBeUndefined();
    expect(session.get('messages')).toContainEqual({
      level: 'success',
      text: 'Prodotto aggiunto al carrello',
    });
  });

  it.each([
    ['3', 'La fascia oraria scelta è esaurita', 1],
    ['1', 'La fascia non è disponibile per i prodotti nel carrello', 2],
  ])('shows the backend refusal for slot %s and stays on its day', async (timeslotId, message, dayIndex) => {
    placesMock.cart = { shippingAddress: HOME };
    const cookie = await marioCookie();
    const data = payload<any>(await loader(args(get('/cart/timeslot', [cookie]))));
    const date = data.days[dayIndex - 1].dateIso;
    const result = await settle(
      action(args(await post('/cart/timeslot', { intent: 'select', sel_date: date, timeslot_id: timeslotId }, { cookies: [cookie] }))),
    );
    expect(result).toRedirectTo(`/cart/timeslot?day=${date}`);
    const session = await readSession(sessionSetCookie(result as Response));
    expect(session.get('messages')).toContainEqual({ level: 'error', text: message });
    expect(placesMock.count('cart/add')).toBe(0);
  });
});
