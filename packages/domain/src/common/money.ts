/**
 * Amounts are stored in integer cents and travel as euros (numbers with two decimals at most), so
 * sums never pick up floating-point dust: billing's prices and the platform's invoices alike.
 */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros (at most two decimals) as cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
