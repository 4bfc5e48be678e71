import { SLOT_MINUTES } from '../time-slots/constants.ts';

/** A place on the map, in decimal degrees (WGS 84), as agents and clients store it. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius used by the haversine formula. */
export const EARTH_RADIUS_KM = 6371;
/** Roads are longer than the straight line: road distance = straight distance × 1.3. */
export const ROAD_FACTOR = 1.3;

/**
 * Speeds by band of road distance, like tax brackets: the first 5 km are driven at 25 km/h (town),
 * the next 15 km at 45 km/h (suburbs), the next 40 km at 70 km/h (main roads) and the rest at
 * 100 km/h (motorway). Travel time therefore grows with distance and never jumps at a band edge.
 */
export const SPEED_BANDS: readonly { untilKm: number; kmPerHour: number }[] = [
  { untilKm: 5, kmPerHour: 25 },
  { untilKm: 20, kmPerHour: 45 },
  { untilKm: 60, kmPerHour: 70 },
  { untilKm: Number.POSITIVE_INFINITY, kmPerHour: 100 },
];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in kilometres. */
export function haversineKm(from: Coordinates, to: Coordinates): number {
  const latitudeDelta = toRadians(to.latitude - from.latitude);
  const longitudeDelta = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Minutes to drive `roadKm` kilometres of road through the speed bands (not rounded). */
export function drivingMinutes(roadKm: number): number {
  let minutes = 0;
  let bandStart = 0;
  for (const band of SPEED_BANDS) {
    if (roadKm <= bandStart) {
      break;
    }
    const inBand = Math.min(roadKm, band.untilKm) - bandStart;
    minutes += (inBand / band.kmPerHour) * 60;
    bandStart = band.untilKm;
  }
  return minutes;
}

/**
 * Travel time between two places in whole minutes: haversine distance × road factor, driven
 * through the speed bands, rounded to the nearest minute. The same place is 0 minutes.
 */
export function travelMinutes(from: Coordinates, to: Coordinates): number {
  return Math.round(drivingMinutes(haversineKm(from, to) * ROAD_FACTOR));
}

/** Minutes of travel as quarter-hour slots to reserve: any started quarter hour counts (0 → 0, 1-15 → 1). */
export function minutesToSlots(minutes: number): number {
  return Math.ceil(minutes / SLOT_MINUTES);
}

/** Travel time between two places in quarter-hour slots (the proposals' `travelTime`). */
export function travelSlots(from: Coordinates, to: Coordinates): number {
  return minutesToSlots(travelMinutes(from, to));
}
