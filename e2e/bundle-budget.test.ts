import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGETS_KB,
  WEB_DIST,
  initialLoadFiles,
  measureInitialLoad,
} from '../bench/lib/bundle-size.ts';

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

  it(`the agent app (/agent) loads at most ${BUNDLE_BUDGETS_KB.agent} KB of gzipped JavaScript, none of the back office's`, () => {
    const agent = measureInitialLoad('agent', ['agent.html']);
    expect(agent.jsKb).toBeLessThanOrEqual(BUNDLE_BUDGETS_KB.agent);
    const agentFiles = initialLoadFiles(['agent.html']);
    const backOfficeFiles = initialLoadFiles(['app.html', 'src/app/routes/admin.tsx']);
    const [agentEntry] = agentFiles;
    const [appEntry] = initialLoadFiles(['app.html']);
    const [adminChunk] = initialLoadFiles(['src/app/routes/admin.tsx']);
    // Shared: React and the small modules both import; never one side's own code in the other.
    expect(backOfficeFiles).not.toContain(agentEntry);
    expect(agentFiles).not.toContain(appEntry);
    expect(agentFiles).not.toContain(adminChunk);
    expect(agentFiles.some((file) => /mantine|notify|tanstack/i.test(file))).toBe(false);
  });

  it('no screen of the back office is in the shell', () => {
    const shell = measureInitialLoad('admin', ['app.html', 'src/app/routes/admin.tsx']);
    const withScreens = measureInitialLoad('admin', [
      'app.html',
      'src/app/routes/admin.tsx',
      'src/app/sections/clients-sections.tsx',
    ]);
    expect(withScreens.jsKb).toBeGreaterThan(shell.jsKb);
  });

  it('the date picker (@mantine/dates and its styles) comes with the mission popups, not in the shell', () => {
    /** Whether the files hold the date input's code (its display name) or its calendar's styles. */
    const holdsDatePicker = (files: string[]) =>
      files.some((file) => {
        const text = readFileSync(path.join(WEB_DIST, file), 'utf8');
        return text.includes('@mantine/dates/DateInput') || text.includes('--dch-control-size');
      });
    const shell = initialLoadFiles(['app.html', 'src/app/routes/admin.tsx']);
    const calendar = initialLoadFiles(['src/app/sections/agent-calendar-section.tsx']);
    expect(holdsDatePicker(shell)).toBe(false);
    expect(holdsDatePicker(calendar.filter((file) => file.endsWith('.js')))).toBe(true);
    expect(holdsDatePicker(calendar.filter((file) => file.endsWith('.css')))).toBe(true);
  });
  it('the chart library (@mantine/charts on Recharts) comes with the screens that draw charts, not in the shell', () => {
    const holdsCharts = (files: string[]) =>
      files.some(
        (file) =>
          file.endsWith('.js') && readFileSync(path.join(WEB_DIST, file), 'utf8').includes('recharts-'),
      );
    expect(holdsCharts(initialLoadFiles(['app.html', 'src/app/routes/admin.tsx']))).toBe(false);
    expect(holdsCharts(initialLoadFiles(['src/features/statistics/components/statistics-screen.tsx']))).toBe(
      true,
    );
  });

  it("the links' pages (invitation, password reset: a person's or the owner's) are their own chunk, not in the first load", () => {
    const [linksChunk] = initialLoadFiles(['src/app/routes/person-links.tsx']);
    expect(linksChunk).toBeDefined();
    expect(initialLoadFiles(['app.html'])).not.toContain(linksChunk);
    expect(initialLoadFiles(['app.html', 'src/app/routes/admin.tsx'])).not.toContain(linksChunk);
  });
});
