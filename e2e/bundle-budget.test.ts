import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS_KB, measureInitialLoad } from '../bench/lib/bundle-size.ts';

// Sizes, not timings: the build is deterministic, so the budgets are checked on every run.
describe('bundle budgets', () => {
  it(`the back office loads at most ${BUNDLE_BUDGETS_KB.adminShell} KB of gzipped JavaScript before a screen's own chunk`, () => {
    const shell = measureInitialLoad('admin', ['app.html', 'src/app/routes/admin.tsx']);
    expect(shell.jsKb).toBeLessThanOrEqual(BUNDLE_BUDGETS_KB.adminShell);
    expect(shell.chunks).toBeGreaterThan(1);
  });

  it(`the booking page loads at most ${BUNDLE_BUDGETS_KB.booking} KB of gzipped JavaScript`, () => {
    expect(measureInitialLoad('booking', ['booking.html']).jsKb).toBeLessThanOrEqual(
      BUNDLE_BUDGETS_KB.booking,
    );
  });

  it('no screen of the back office is in the shell', () => {
    const shell = measureInitialLoad('admin', ['app.html', 'src/app/routes/admin.tsx']);
    const withScreens = measureInitialLoad('admin', [
      'app.html',
      'src/app/routes/admin.tsx',
      'src/features/clients/components/client-list.tsx',
    ]);
    expect(withScreens.jsKb).toBeGreaterThan(shell.jsKb);
  });
});
