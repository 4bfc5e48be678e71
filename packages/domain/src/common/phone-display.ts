/**
 * A stored French number (E.164, '+33645678901') as the back office shows it ('06 45 67 89 01'),
 * without libphonenumber: the agent app (90 KB budget, decision 0021) imports this light module.
 * Any other number is returned as stored. `formatPhoneNumber` (phone.ts) says the same for French
 * numbers (checked by phone-display.test.ts).
 */
export function formatFrenchPhoneForDisplay(stored: string): string {
  const match = /^\+33([1-9]\d{8})$/.exec(stored);
  if (!match) {
    return stored;
  }
  return `0${match[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}
