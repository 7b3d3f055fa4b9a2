// Rough outlines of Veneto and Emilia-Romagna (latitude, longitude), a few dozen points each: enough
// for a shopper to place the stores on the store map, drawn by the server with no tiles or scripts.
export type Outline = { key: 'veneto' | 'emilia'; points: Array<[number, number]> };

export const REGIONS: Outline[] = [
  {
    key: 'veneto',
    points: [
      [46.68, 12.47],
      [46.55, 12.75],
      [46.45, 12.7],
      [46.1, 12.45],
      [45.95, 12.5],
      [45.8, 12.85],
      [45.64, 13.1],
      [45.5, 12.7],
      [45.43, 12.4],
      [45.2, 12.3],
      [45.05, 12.45],
      [44.95, 12.3],
      [45.0, 12.0],
      [45.05, 11.6],
      [45.1, 11.2],
      [45.1, 10.95],
      [45.2, 10.7],
      [45.45, 10.65],
      [45.7, 10.8],
      [45.85, 10.9],
      [45.95, 11.2],
      [45.9, 11.6],
      [46.05, 11.8],
      [46.25, 11.95],
      [46.45, 11.85],
      [46.55, 12.1],
    ],
  },
  {
    key: 'emilia',
    points: [
      [45.12, 9.55],
      [45.05, 10.0],
      [44.95, 10.5],
      [45.0, 10.9],
      [44.95, 11.3],
      [44.9, 11.8],
      [44.95, 12.3],
      [44.8, 12.3],
      [44.45, 12.3],
      [44.15, 12.4],
      [43.95, 12.75],
      [43.85, 12.55],
      [43.75, 12.3],
      [43.8, 11.95],
      [44.0, 11.6],
      [44.15, 11.2],
      [44.1, 10.8],
      [44.25, 10.3],
      [44.4, 9.9],
      [44.45, 9.5],
      [44.65, 9.25],
      [44.9, 9.2],
    ],
  },
];

/** The map's frame: a little beyond both regions. */
export const FRAME = { north: 46.8, south: 43.65, west: 9.1, east: 13.25 } as const;
export const MAP_WIDTH = 640;

// an equirectangular projection, its longitudes shrunk by the cosine of the frame's middle latitude
const SHRINK = Math.cos((((FRAME.north + FRAME.south) / 2) * Math.PI) / 180);
const SCALE = MAP_WIDTH / ((FRAME.east - FRAME.west) * SHRINK);
export const MAP_HEIGHT = Math.round((FRAME.north - FRAME.south) * SCALE);

/** Where a place falls on the map, in its viewBox's units; null outside the frame. */
export function project(latitude: number, longitude: number): { x: number; y: number } | null {
  if (latitude > FRAME.north || latitude < FRAME.south || longitude < FRAME.west || longitude > FRAME.east) return null;
  return { x: Math.round((longitude - FRAME.west) * SHRINK * SCALE * 10) / 10, y: Math.round((FRAME.north - latitude) * SCALE * 10) / 10 };
}

export function outlinePath(points: Array<[number, number]>): string {
  return `${points
    .map(([lat, lon], i) => {
      const { x, y } = project(lat, lon)!;
      return `${i ? 'L' : 'M'}${x} ${y}`;
    })
    .join(' ')} Z`;
}
