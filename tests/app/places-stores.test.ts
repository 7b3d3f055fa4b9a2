// The stores pages (/punti-vendita, /punti-vendita/:warehouseId): every pickup point, nearest first
// for a postal code or a position, a missing one a 404; opening hours Monday first though the wire
// counts Sunday as day 1.
import { beforeEach, describe, expect, it } from 'vitest';
import { weekHours } from '~/components/places/stores';
import { loader as listLoader } from '~/routes/punti-vendita._index';
import { loader as storeLoader } from '~/routes/punti-vendita.$warehouseId';
import { placesHandlers, placesMock } from '../mocks/places';
import { args, get, payload, settle, statusOf } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => {
  placesMock.reset();
  server.use(...placesHandlers);
});

const ids = (data: { stores: Array<{ warehouseId: number }> }) => data.stores.map((s) => s.warehouseId);

describe('opening hours', () => {
  it('start on Monday (wire day 2) and end on Sunday (wire day 1); days without hours are closed', () => {
    const week = weekHours([
      { beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' },
      { beginWeekDay: 2, beginHour: '15:00', endHour: '19:00' },
      { beginWeekDay: 2, beginHour: '08:00', endHour: '12:00' },
    ]);
    expect(week.map((d) => d.weekDay)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(week[0]!.ranges).toEqual(['08:00–12:00', '15:00–19:00']);
    expect(week[1]!.ranges).toEqual([]);
    expect(week[6]!.ranges).toEqual(['09:00–13:00']);
  });
});

describe('stores list', () => {
  it('lists every pickup point in the chain order without a place', async () => {
    const data = payload<any>(await listLoader(args(get('/punti-vendita'))));
    expect(ids(data)).toEqual([1, 2]);
    expect(data.stores[0].addresses.map((a: { deliveryServiceId: number }) => a.deliveryServiceId)).toEqual([1, 4]);
  });

  it('puts the nearest first for a postal code', async () => {
    const data = payload<any>(await listLoader(args(get('/punti-vendita?cap=30015'))));
    expect(placesMock.last('store-proximity/list')?.query).toEqual({ postalcode: '30015', orderby: 'distance' });
    expect(ids(data)).toEqual([2, 1]);
    expect(data.stores[0].distance).toBe(800);
    expect(data.cap).toBe('30015');
  });

  it('asks store-proximity/localize for a position', async () => {
    const data = payload<any>(await listLoader(args(get('/punti-vendita?latitude=45.2&longitude=12.27'))));
    // every store, however far: the page lists them all, nearest first
    expect(placesMock.last('store-proximity/localize')?.query).toEqual({ latitude: '45.2', longitude: '12.27', orderby: 'distance' });
    expect(ids(data)).toEqual([2, 1]);
  });
});

describe('store page', () => {
  it('shows one pickup point, and 404 for an unknown or malformed id', async () => {
    const data = payload<any>(await storeLoader(args(get('/punti-vendita/2'), { warehouseId: '2' })));
    expect(data.store.name).toBe('Punto barca Chioggia');
    expect(statusOf(await settle(storeLoader(args(get('/punti-vendita/9'), { warehouseId: '9' }))))).toBe(404);
    expect(statusOf(await settle(storeLoader(args(get('/punti-vendita/x'), { warehouseId: 'x' }))))).toBe(404);
  });
});
