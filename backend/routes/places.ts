// The address and store calls (shopping.md §7 "Stores and addresses", decision 014):
// /user-address/{list, delivery-service-list, view, check, update, delete, select, preview,
// list-store, set-default (ours, decision 028)}, /store-proximity/{list, localize, select}, /store/{list, view, select},
// /warehouse/find-by-coordinates and /shopatwork/subscribe.
// Guests may list and view the chain's pickup points and check coverage; a customer's own addresses
// (and choosing one for a cart without ANONYMOUS_CART) need a login: a guest gets status 1 with
// auth.required, like every other call that needs one (backend/ebsn/guards.ts).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { cartOfSession } from '../cart/carts';
import { CODES, TEXT } from '../accounts/messages';
import { findWarehouses } from '../catalog/warehouses';
import type { Database } from '../db/client';

import { readBody } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, failWith, invalid, ok, type Message } from '../ebsn/envelope';
import { ensureSession } from '../ebsn/session';
import { validQuery } from '../ebsn/validation';
import {
  customerAddresses,
  defaultsOf,
  serviceAddresses,
  visibleAddress,
  warehouseAddresses,
  type Listed,
  type Near,
} from '../places/addresses';
import { fieldProblems, homeAddressBody, toInput } from '../places/address-input';
import { subscribeCompany } from '../places/companies';
import { setDefaultAddress } from '../places/defaults';
import { chooseAddress, warehousePickupAddress, type Choice, type ChooseOutcome } from '../places/choose';
import { postalcodePoint } from '../places/geocode';
import { checkHomeAddress, deleteHomeAddress, saveHomeAddress, type CheckedAddress } from '../places/home-addresses';
import { PLACE_CODES, PLACE_TEXT } from '../places/messages';
import { findPickupWarehouse, proximityStores, SHOP, SHOP_ID } from '../places/stores';
import { addressWire, type AddressRow } from '../places/wire';
import { ADDRESS_TYPE, SERVICE } from '../../domain/services';
import {
  addressQuery,
  bothOrNeither,
  coordinatesQuery,
  listQuery,
  pairError,
  proximityQuery,
  selectFields,
  serviceListQuery,
  setDefaultFields,
  storeIdQuery,
  storeSelectFields,
  subscribeQuery,
} from './places-params';

/** the proximity default of the spec (shopping.md §9), in metres */
const PROXIMITY_DISTANCE = 10_000;

const notLogged = (c: Context<AppEnv>) => fail(c, { code: CODES.required, error: TEXT.required });
const sessionUserId = (c: Context<AppEnv>) => c.get('session')?.userId ?? -1;

/** a position from latitude/longitude, or from a postal code's centroid; `unknown` when the postal code is not the chain's */
async function positionOf(
  db: Database,
  q: { latitude?: number; longitude?: number; postalcode?: string },
): Promise<Near | 'unknown' | undefined> {
  if (q.latitude !== undefined && q.longitude !== undefined) return { latitude: q.latitude, longitude: q.longitude };
  if (q.postalcode) return (await postalcodePoint(db, q.postalcode)) ?? 'unknown';
  return undefined;
}

function checkedWire(checked: CheckedAddress) {
  const row: AddressRow = { ...checked, id: 0, userId: null, deletedAt: null, createdAt: new Date(0) } as AddressRow;
  const { addressId: _id, ...wire } = addressWire(row);
  return wire;
}

export function placeRoutes(deps: Deps) {
  const { db, config } = deps;

  async function cartFor(c: Context<AppEnv>, create: boolean) {
    // a guest's cart (ANONYMOUS_CART) belongs to a session, made by the first choice that needs one
    if (create && config.anonymousCart) await ensureSession(c, deps);
    return cartOfSession(db, c.get('session'), { anonymousCart: config.anonymousCart, create });
  }

  function listAnswer(listed: Listed[], selectedId: number | null | undefined) {
    return listed.map(({ row, distance }) =>
      addressWire(row, { selected: row.id === selectedId, ...(distance !== undefined ? { distance } : {}) }),
    );
  }

  function chosen(c: Context<AppEnv>, outcome: ChooseOutcome) {
    switch (outcome.kind) {
      case 'ok':
        return ok(c, outcome.cart);
      case 'locked':
        return fail(c, { code: PLACE_CODES.cartLocked, error: PLACE_TEXT.cartLocked });
      case 'wrongService':
        return fail(c, { code: PLACE_CODES.wrongService, error: PLACE_TEXT.wrongService });
      case 'notFound':
        return fail(c, { code: PLACE_CODES.notFound, error: PLACE_TEXT.notFound });
    }
  }

  async function choose(c: Context<AppEnv>, choice: Choice, preview: boolean) {
    const cart = await cartFor(c, true);
    if (!cart) return notLogged(c);
    return chosen(c, await chooseAddress(db, cart.id, cart.userId ?? -1, choice, { preview }));
  }

  async function chooseStore(c: Context<AppEnv>, storeId: number, deliveryServiceId: number | undefined) {
    const cart = await cartFor(c, true);
    if (!cart) return notLogged(c);
    const store = await findPickupWarehouse(db, storeId);
    if (!store) return fail(c, { code: PLACE_CODES.storeNotFound, error: PLACE_TEXT.storeNotFound });
    const pickup = await warehousePickupAddress(db, store.id, deliveryServiceId);
    if (!pickup) return fail(c, { code: PLACE_CODES.wrongService, error: PLACE_TEXT.wrongService });
    return chosen(c, await chooseAddress(db, cart.id, cart.userId ?? -1, { addressId: pickup.id }));
  }

  return (
    new Hono<AppEnv>()
      .get('/user-address/list', validQuery(listQuery), async (c) => {
        const userId = sessionUserId(c);
        if (userId <= 0) return notLogged(c);
        const { address_type } = c.req.valid('query');
        const [listed, defaults, cart] = await Promise.all([
          customerAddresses(db, userId, address_type),
          defaultsOf(db, userId),
          cartFor(c, false),
        ]);
        return ok(c, {
          addresses: listAnswer(listed, cart?.addressId),
          ...(defaults.defaultStoreAddressId ? { defaultStoreAddressId: defaults.defaultStoreAddressId } : {}),
          ...(defaults.defaultDeliveryAddressId ? { defaultDeliveryAddressId: defaults.defaultDeliveryAddressId } : {}),
        });
      })

      .get('/user-address/delivery-service-list', validQuery(serviceListQuery), async (c) => {
        const q = c.req.valid('query');
        if (!bothOrNeither(q)) return invalid(c, pairError);
        const near = await positionOf(db, q);
        const userId = sessionUserId(c);
        const listed = await serviceAddresses(db, {
          userId,
          deliveryServiceId: q.delivery_service_id,
          addressTypeId: q.address_type,
          near: near === 'unknown' ? undefined : near,
          distance: q.distance,
        });
        const cart = await cartFor(c, false);
        const infos: Message[] = [];
        if (near === 'unknown') infos.push({ info: PLACE_TEXT.postalcodeUnknown, code: PLACE_CODES.postalcodeUnknown });
        else if (near && !listed.some((l) => l.row.userId === null)) {
          const lockers = q.delivery_service_id === SERVICE.locker || (!q.delivery_service_id && q.address_type === ADDRESS_TYPE.locker);
          infos.push({ info: lockers ? PLACE_TEXT.noLockerNear : PLACE_TEXT.noPickupNear, code: PLACE_CODES.noneNear });
        }
        return ok(c, { addresses: listAnswer(listed, cart?.addressId) }, { infos });
      })

      .get('/user-address/view', validQuery(addressQuery), async (c) => {
        const row = await visibleAddress(db, sessionUserId(c), c.req.valid('query').address_id);
        if (!row) return fail(c, { code: PLACE_CODES.notFound, error: PLACE_TEXT.notFound });
        const cart = await cartFor(c, false);
        return ok(c, { address: addressWire(row, { selected: cart?.addressId === row.id }) });
      })

      .post('/user-address/check', async (c) => {
        const body = await readBody(c, homeAddressBody, { accepts: 'json', problems: fieldProblems });
        const checked = await checkHomeAddress(db, toInput(body.address));
        if (checked.kind === 'notCovered') return fail(c, { code: PLACE_CODES.notCovered, error: PLACE_TEXT.notCovered });
        if (checked.kind === 'notServed') return fail(c, { code: PLACE_CODES.notServed, error: PLACE_TEXT.notServed });
        return ok(c, { address: checkedWire(checked.address), validated: checked.address.validated });
      })

      .post('/user-address/update', async (c) => {
        const body = await readBody(c, homeAddressBody, { accepts: 'json', problems: fieldProblems });
        const userId = sessionUserId(c);
        if (userId <= 0) return notLogged(c);
        const saved = await saveHomeAddress(db, userId, toInput(body.address), body.force ?? false);
        switch (saved.kind) {
          case 'notCovered':
            return fail(c, { code: PLACE_CODES.notCovered, error: PLACE_TEXT.notCovered });
          case 'notServed':
            return fail(c, { code: PLACE_CODES.notServed, error: PLACE_TEXT.notServed });
          case 'notValidated':
            // the address as it would be saved rides along, so the storefront can ask and resend with force
            return failWith(
              c,
              { address: checkedWire(saved.address), validated: false },
              {
                errors: [{ error: PLACE_TEXT.notValidated, code: PLACE_CODES.notValidated }],
              },
            );
          case 'notFound':
            return fail(c, { code: PLACE_CODES.notFound, error: PLACE_TEXT.notFound });
          case 'locked':
            return fail(c, { code: PLACE_CODES.cartLocked, error: PLACE_TEXT.cartLocked });
          case 'saved': {
            const cart = await cartFor(c, false);
            return ok(c, { address: addressWire(saved.row, { selected: cart?.addressId === saved.row.id }) });
          }
        }
      })

      .get('/user-address/delete', validQuery(addressQuery), async (c) => {
        const userId = sessionUserId(c);
        if (userId <= 0) return notLogged(c);
        const addressId = c.req.valid('query').address_id;
        const isVisible = !!(await visibleAddress(db, userId, addressId));
        const outcome = await deleteHomeAddress(db, userId, addressId, isVisible);
        switch (outcome.kind) {
          case 'deleted':
            return ok(c, null);
          case 'inUse':
            // the spec shows this refusal as an info, not an error (shopping.md §8)
            return failWith(c, null, { infos: [{ info: PLACE_TEXT.inUse, code: PLACE_CODES.inUse }] });
          case 'homeOnly':
            return fail(c, { code: PLACE_CODES.homeOnly, error: PLACE_TEXT.homeOnly });
          case 'notFound':
            return fail(c, { code: PLACE_CODES.notFound, error: PLACE_TEXT.notFound });
        }
      })

      // ours (decision 028): the favourite delivery address or store, set without touching the cart
      .post('/user-address/set-default', async (c) => {
        const f = await readBody(c, setDefaultFields, { accepts: 'form' });
        const userId = sessionUserId(c);
        if (userId <= 0) return notLogged(c);
        const outcome = await setDefaultAddress(db, userId, f.addressId, f.kind);
        switch (outcome.kind) {
          case 'notFound':
            return fail(c, { code: PLACE_CODES.notFound, error: PLACE_TEXT.notFound });
          case 'wrongKind':
            return fail(c, {
              code: PLACE_CODES.defaultKind,
              error: f.kind === 'delivery' ? PLACE_TEXT.defaultDeliveryHomeOnly : PLACE_TEXT.defaultStorePickupOnly,
            });
          case 'set': {
            const { defaultStoreAddressId, defaultDeliveryAddressId } = outcome.defaults;
            return ok(c, {
              ...(defaultStoreAddressId ? { defaultStoreAddressId } : {}),
              ...(defaultDeliveryAddressId ? { defaultDeliveryAddressId } : {}),
            });
          }
        }
      })

      .post('/user-address/select', async (c) => {
        const f = await readBody(c, selectFields, { accepts: 'form' });
        return choose(c, { addressId: f.address_id, deliveryServiceId: f.delivery_service_id, addressTypeId: f.address_type }, false);
      })

      .get('/user-address/preview', validQuery(selectFields), async (c) => {
        const q = c.req.valid('query');
        return choose(c, { addressId: q.address_id, deliveryServiceId: q.delivery_service_id, addressTypeId: q.address_type }, true);
      })

      .get('/user-address/list-store', validQuery(storeIdQuery), async (c) => {
        const storeId = c.req.valid('query').store_id;
        const store = await findPickupWarehouse(db, storeId);
        if (!store) return fail(c, { code: PLACE_CODES.storeNotFound, error: PLACE_TEXT.storeNotFound });
        const cart = await cartFor(c, false);
        const rows = await warehouseAddresses(db, [store.id], sessionUserId(c));
        return ok(c, { addresses: rows.map((r) => addressWire(r, { selected: r.id === cart?.addressId })) });
      })

      .get('/store-proximity/list', validQuery(proximityQuery), async (c) => {
        const q = c.req.valid('query');
        if (!bothOrNeither(q)) return invalid(c, pairError);
        const near = await positionOf(db, q);
        const cart = await cartFor(c, false);
        const stores = await proximityStores(db, {
          near: near === 'unknown' || !near ? undefined : { ...near, distance: q.distance },
          services: q.services,
          orderBy: q.orderby,
          userId: sessionUserId(c),
          selectedAddressId: cart?.addressId,
        });
        const infos: Message[] = near === 'unknown' ? [{ info: PLACE_TEXT.postalcodeUnknown, code: PLACE_CODES.postalcodeUnknown }] : [];
        return ok(c, { stores }, { infos });
      })

      .get('/store-proximity/localize', validQuery(proximityQuery), async (c) => {
        const q = c.req.valid('query');
        if (!bothOrNeither(q)) return invalid(c, pairError);
        const near = await positionOf(db, q);
        if (!near) {
          return invalid(c, new z.ZodError([{ code: 'custom', path: ['latitude'], message: 'è obbligatorio (o "postalcode")' }]));
        }
        const cart = await cartFor(c, false);
        const stores = await proximityStores(db, {
          near: near === 'unknown' ? undefined : { ...near, distance: q.distance },
          services: q.services,
          orderBy: q.orderby,
          userId: sessionUserId(c),
          selectedAddressId: cart?.addressId,
        });
        const infos: Message[] =
          near === 'unknown'
            ? [{ info: PLACE_TEXT.postalcodeUnknown, code: PLACE_CODES.postalcodeUnknown }]
            : stores.length
              ? []
              : [{ info: PLACE_TEXT.noPickupNear, code: PLACE_CODES.noneNear }];
        return ok(c, { stores }, { infos });
      })

      .get('/store-proximity/select', validQuery(storeSelectFields), async (c) => {
        const q = c.req.valid('query');
        return chooseStore(c, q.store_id, q.delivery_service_id);
      })

      .get('/store/list', (c) => ok(c, { stores: [SHOP] }))

      .get('/store/view', validQuery(storeIdQuery), (c) =>
        c.req.valid('query').store_id === SHOP_ID
          ? ok(c, { store: SHOP })
          : fail(c, { code: PLACE_CODES.storeNotFound, error: PLACE_TEXT.storeNotFound }),
      )

      .post('/store/select', async (c) => {
        const f = await readBody(c, storeSelectFields, { accepts: 'form' });
        return chooseStore(c, f.store_id, f.delivery_service_id);
      })

      .get('/warehouse/find-by-coordinates', validQuery(coordinatesQuery), async (c) => {
        const q = c.req.valid('query');
        const warehouses = await findWarehouses(
          db,
          { latitude: q.latitude, longitude: q.longitude, distance: q.distance ?? PROXIMITY_DISTANCE },
          ['store', 'locker', 'boat'],
        );
        return ok(c, { warehouses, ...(warehouses[0] ? { warehouse: warehouses[0] } : {}) });
      })

      .get('/shopatwork/subscribe', validQuery(subscribeQuery), async (c) => {
        const userId = sessionUserId(c);
        if (userId <= 0) return notLogged(c);
        const subscribed = await subscribeCompany(db, userId, c.req.valid('query').subscriptionCode);
        if (!subscribed) return fail(c, { code: PLACE_CODES.companyCodeInvalid, error: PLACE_TEXT.companyCodeInvalid });
        const { companyName, point } = subscribed;
        const cart = await cartFor(c, false);
        return ok(
          c,
          { companyName, address: addressWire(point, { selected: cart?.addressId === point.id }) },
          { infos: [{ info: PLACE_TEXT.subscribed(companyName), code: PLACE_CODES.subscribed }] },
        );
      })
  );
}
