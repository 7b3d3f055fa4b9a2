// The geocoding and coverage stand-in (DESIGN.md "Things the spec names but that need the outside
// world"): a postal code the chain does not know is outside coverage; a known one outside every
// home-delivery zone is a place without home delivery; inside a zone, the address is placed only
// when its street is one the chain knows for that postal code (and its town is the postal code's).
// A placed address gets the street's point; one that cannot be placed is "not validated".
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { deliveryZone, postalCode, street } from '../db/schema';
import { normalizeStreet } from './streets';

export type AddressInput = { address1: string; postalcode: string; city: string; province?: string };

export type Place = { postalcode: string; city: string; province: string; latitude: number; longitude: number };

export type Placement =
  | { kind: 'notCovered' }
  | { kind: 'notServed'; place: Place }
  | {
      kind: 'covered';
      place: Place;
      zoneId: number;
      warehouseId: number;
      /** placed on a known street of the postal code, in the postal code's town */
      validated: boolean;
      /** the known street's name as the chain writes it, and its point (validated only) */
      street?: { name: string; latitude: number; longitude: number };
    };

/** town names compare like street names: accents, case and punctuation aside */
const sameTown = (a: string, b: string) => normalizeStreet(a) === normalizeStreet(b);

export async function placeAddress(db: Tx, input: AddressInput): Promise<Placement> {
  const towns = await db.select().from(postalCode).where(eq(postalCode.postalcode, input.postalcode));
  if (!towns.length) return { kind: 'notCovered' };
  const town = towns.find((t) => sameTown(t.city, input.city));
  const chosen = town ?? towns[0];
  const place: Place = {
    postalcode: chosen.postalcode,
    city: chosen.city,
    province: chosen.province,
    latitude: chosen.latitude,
    longitude: chosen.longitude,
  };
  if (chosen.zoneId === null) return { kind: 'notServed', place };
  const [zone] = await db.select().from(deliveryZone).where(eq(deliveryZone.id, chosen.zoneId)).limit(1);
  if (!zone) return { kind: 'notServed', place };
  const [known] = town
    ? await db
        .select()
        .from(street)
        .where(and(eq(street.postalcode, chosen.postalcode), eq(street.normalized, normalizeStreet(input.address1))))
        .limit(1)
    : [];
  return {
    kind: 'covered',
    place,
    zoneId: zone.id,
    warehouseId: zone.warehouseId,
    validated: !!known,
    ...(known ? { street: { name: known.name, latitude: known.latitude, longitude: known.longitude } } : {}),
  };
}

/** The position of a postal code (its centroid), for "nearest first" by postal code. */
export async function postalcodePoint(db: Tx, postalcodeValue: string): Promise<{ latitude: number; longitude: number } | undefined> {
  const [row] = await db
    .select({ latitude: postalCode.latitude, longitude: postalCode.longitude })
    .from(postalCode)
    .where(eq(postalCode.postalcode, postalcodeValue))
    .limit(1);
  return row;
}
