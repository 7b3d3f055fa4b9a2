// Distances on the Earth for the store cards (issue 27 §1): the great-circle distance between two
// points by the haversine formula, on a sphere of the Earth's mean radius; a few metres off over the
// distances of one region, which is all a "nearest first" needs.
export type LatLon = { latitude: number; longitude: number };

export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whether `point` is a place on the Earth (finite, latitude within ±90, longitude within ±180). */
export function isLatLon(point: Partial<LatLon> | null | undefined): point is LatLon {
  return (
    !!point &&
    typeof point.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** Kilometres between `a` and `b` along the Earth's surface. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `items` nearest to `from` first, each with its distance in km; those without a place last, in the
 * order they came. Ties keep their order (Array.prototype.sort is stable).
 */
export function byDistance<T>(items: readonly T[], from: LatLon, placeOf: (item: T) => Partial<LatLon> | null | undefined) {
  return items
    .map((item) => {
      const place = placeOf(item);
      return { item, km: isLatLon(place) ? distanceKm(from, place) : undefined };
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
}
