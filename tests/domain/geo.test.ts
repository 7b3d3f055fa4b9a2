import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, isLatLon } from '#domain/geo';

const PADOVA = { latitude: 45.4064, longitude: 11.8768 };
const VENEZIA = { latitude: 45.4408, longitude: 12.3155 };
const BOLOGNA = { latitude: 44.4949, longitude: 11.3426 };

describe('distanceKm (haversine)', () => {
  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceKm(PADOVA, PADOVA)).toBe(0);
    expect(distanceKm(PADOVA, VENEZIA)).toBeCloseTo(distanceKm(VENEZIA, PADOVA), 9);
  });

  it('measures known distances between towns (great circle)', () => {
    // Padova–Venezia about 34.5 km, Padova–Bologna about 110 km as the crow flies
    expect(distanceKm(PADOVA, VENEZIA)).toBeGreaterThan(34);
    expect(distanceKm(PADOVA, VENEZIA)).toBeLessThan(35);
    expect(distanceKm(PADOVA, BOLOGNA)).toBeGreaterThan(109);
    expect(distanceKm(PADOVA, BOLOGNA)).toBeLessThan(111);
    // a degree of latitude is about 111.2 km, and half the globe about 20015 km
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.1, 0);
  });
});

describe('byDistance', () => {
  it('puts the nearest first and the places it cannot measure last, in their order', () => {
    const stores = [
      { name: 'Bologna', place: BOLOGNA },
      { name: 'nowhere', place: undefined },
      { name: 'Venezia', place: VENEZIA },
      { name: 'broken', place: { latitude: 123, longitude: 0 } },
      { name: 'Padova', place: PADOVA },
    ];
    const sorted = byDistance(stores, { latitude: 45.41, longitude: 11.88 }, (s) => s.place);
    expect(sorted.map((s) => s.item.name)).toEqual(['Padova', 'Venezia', 'Bologna', 'nowhere', 'broken']);
    expect(sorted[0]!.km).toBeLessThan(1);
    expect(sorted[3]!.km).toBeUndefined();
  });

  it('knows a place from a non-place', () => {
    expect(isLatLon(PADOVA)).toBe(true);
    expect(isLatLon({ latitude: Number.NaN, longitude: 1 })).toBe(false);
    expect(isLatLon({ latitude: 10 })).toBe(false);
    expect(isLatLon(null)).toBe(false);
  });
});
