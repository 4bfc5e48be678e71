import { describe, expect, it } from 'vitest';
import { CONFLICT_TOAST_THROTTLE_MS, createThrottle } from './conflict-toast.ts';

describe('conflict toast throttle', () => {
  it('lets one call through per second', () => {
    let time = 10_000;
    const throttle = createThrottle(CONFLICT_TOAST_THROTTLE_MS, () => time);
    expect(throttle.tryPass()).toBe(true);
    time += 1;
    expect(throttle.tryPass()).toBe(false);
    time += CONFLICT_TOAST_THROTTLE_MS - 2;
    expect(throttle.tryPass()).toBe(false);
    time += 1;
    expect(throttle.tryPass()).toBe(true);
    expect(throttle.tryPass()).toBe(false);
  });

  it('a refused call does not push the next one back', () => {
    let time = 0;
    const throttle = createThrottle(1000, () => time);
    throttle.tryPass();
    for (time = 100; time < 1000; time += 100) {
      expect(throttle.tryPass()).toBe(false);
    }
    time = 1000;
    expect(throttle.tryPass()).toBe(true);
  });
});
