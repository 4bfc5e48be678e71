import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drivingMinutes, haversineKm, minutesToSlots, travelMinutes, travelSlots } from './travel.ts';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
/** A place `km` kilometres north of 45°N 5°E (one degree of latitude is 111.195 km). */
const north = (km: number) => ({ latitude: 45 + km / 111.195, longitude: 5 });

const placeArbitrary = fc.record({
  latitude: fc.double({ min: 42, max: 51, noNaN: true }),
  longitude: fc.double({ min: -5, max: 8, noNaN: true }),
});

describe('travel time', () => {
  it('the same place is 0 minutes and 0 slots', () => {
    expect(travelMinutes(PARIS, PARIS)).toBe(0);
    expect(travelSlots(LYON, LYON)).toBe(0);
  });

  it('Paris to Lyon: 391 km as the crow flies, 509 km of road, 5 h 36 through the bands', () => {
    expect(haversineKm(PARIS, LYON)).toBeCloseTo(391.5, 0);
    expect(travelMinutes(PARIS, LYON)).toBe(336);
  });

  it('10 km away (13 km of road): 12 min for the first 5 km at 25 km/h, 11 for 8 km at 45 km/h', () => {
    expect(travelMinutes(north(0), north(10))).toBe(23);
    expect(travelSlots(north(0), north(10))).toBe(2);
  });

  it('bands: 5 km take 12 min, 20 km 32 min, 60 km 66 min, and no jump at a band edge', () => {
    expect(drivingMinutes(5)).toBe(12);
    expect(drivingMinutes(20)).toBe(32);
    expect(drivingMinutes(60)).toBeCloseTo(66.29, 2);
    for (const edge of [5, 20, 60]) {
      expect(drivingMinutes(edge + 1e-9) - drivingMinutes(edge - 1e-9)).toBeLessThan(1e-6);
    }
  });

  it('a longer road never takes less time, and two legs never take less than one trip', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (a, b) => {
          expect(drivingMinutes(a + b)).toBeGreaterThanOrEqual(
            Math.max(drivingMinutes(a), drivingMinutes(b)),
          );
          expect(drivingMinutes(a) + drivingMinutes(b)).toBeGreaterThanOrEqual(drivingMinutes(a + b) - 1e-9);
        },
      ),
    );
  });

  it('is the same both ways', () => {
    fc.assert(
      fc.property(placeArbitrary, placeArbitrary, (a, b) => {
        expect(travelMinutes(a, b)).toBe(travelMinutes(b, a));
      }),
    );
  });

  it('any started quarter hour counts as a slot: 0 → 0, 1 → 1, 15 → 1, 16 → 2', () => {
    expect([0, 1, 15, 16, 30, 31].map(minutesToSlots)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});
