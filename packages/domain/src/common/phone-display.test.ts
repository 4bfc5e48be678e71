import { describe, expect, it } from 'vitest';
import { formatFrenchPhoneForDisplay } from './phone-display.ts';
import { formatPhoneNumber } from './phone.ts';

describe('formatFrenchPhoneForDisplay', () => {
  it('a stored French mobile reads as the back office shows it', () => {
    expect(formatFrenchPhoneForDisplay('+33645678901')).toBe('06 45 67 89 01');
  });

  it('says what formatPhoneNumber says for French numbers, landlines and mobiles', () => {
    for (const stored of ['+33645678901', '+33123456789', '+33987654321', '+33712345678']) {
      expect(formatFrenchPhoneForDisplay(stored)).toBe(formatPhoneNumber(stored));
    }
  });

  it('leaves any other number as stored', () => {
    for (const stored of ['+447911123456', '0645678901', '+3364567890', '']) {
      expect(formatFrenchPhoneForDisplay(stored)).toBe(stored);
    }
  });
});
