// The parameters of the address and store calls (backend/routes/places.ts), as the wire sends them:
// query strings with repeated keys and empty values, or form fields. Every value is checked here so
// a bad one is a 400 envelope naming the field, never a 500 further down.
import { z } from 'zod';
import { bodyId, choiceParam, floatParam, idListParam, safeText, single } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { DEFAULT_KINDS } from '../places/defaults';
import { ADDRESS_TYPE } from '../../domain/services';

/** a required whole-number parameter */
const idParam = z.preprocess(
  (v) => {
    const one = Array.isArray(v) ? v[v.length - 1] : v;
    return one === '' ? undefined : one;
  },
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'deve essere un numero intero')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID)),
);

const TYPE_IDS: Record<string, number> = {
  home: ADDRESS_TYPE.home,
  drive: ADDRESS_TYPE.pickup,
  boat: ADDRESS_TYPE.boat,
  locker: ADDRESS_TYPE.locker,
  '2': ADDRESS_TYPE.home,
  '3': ADDRESS_TYPE.pickup,
  '4': ADDRESS_TYPE.boat,
  '5': ADDRESS_TYPE.locker,
};
/** address_type: the wire's names (home, drive, boat, locker) or the type ids 2-5 */
const addressTypeParam = single(z.enum(['home', 'drive', 'boat', 'locker', '2', '3', '4', '5']).transform((v) => TYPE_IDS[v]));
const serviceParam = single(z.enum(['1', '2', '4']).transform(Number));
const postalcodeParam = single(
  z
    .string()
    .trim()
    .regex(/^\d{4,5}$/, 'deve essere un CAP di 4 o 5 cifre'),
);
const position = {
  latitude: floatParam(-90, 90),
  longitude: floatParam(-180, 180),
  /** metres */
  distance: floatParam(0, 20_000_000),
};

export function bothOrNeither(q: { latitude?: number; longitude?: number }) {
  return (q.latitude === undefined) === (q.longitude === undefined);
}
export const pairError = new z.ZodError([{ code: 'custom', path: ['longitude'], message: 'va indicato insieme a "latitude"' }]);

export const listQuery = z.object({ address_type: addressTypeParam });
export const serviceListQuery = z.object({
  delivery_service_id: serviceParam,
  address_type: addressTypeParam,
  postalcode: postalcodeParam,
  ...position,
});
export const addressQuery = z.object({ address_id: idParam });
export const selectFields = z.object({ address_id: idParam, delivery_service_id: serviceParam, address_type: addressTypeParam });
export const storeIdQuery = z.object({ store_id: idParam });
/** user-address/set-default (decision 028): JSON or form fields */
export const setDefaultFields = z.object({
  addressId: z.custom<unknown>((v) => v !== undefined && v !== '', 'è obbligatorio').pipe(bodyId),
  kind: z.enum(DEFAULT_KINDS),
});
export const storeSelectFields = z.object({ store_id: idParam, delivery_service_id: serviceParam });
export const proximityQuery = z.object({
  services: idListParam,
  orderby: choiceParam(['distance', 'name'] as const),
  postalcode: postalcodeParam,
  ...position,
});
export const coordinatesQuery = z.object({
  latitude: floatParam(-90, 90).pipe(z.number()),
  longitude: floatParam(-180, 180).pipe(z.number()),
  distance: floatParam(0, 20_000_000),
});
// safeText: a NUL reached the query and PostgreSQL answered 500 (found by e2e/fuzz.spec.ts)
export const subscribeQuery = z.object({ subscriptionCode: single(safeText(200).pipe(z.string().trim().min(1).max(40))).pipe(z.string()) });
