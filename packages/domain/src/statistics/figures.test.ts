import { describe, expect, it } from 'vitest';
import {
  completionLevel,
  formatTravelMinutes,
  percentOf,
  previousMonth,
  travelLevel,
  trendOf,
} from './figures.ts';
import { analyseTravel } from './travel-analysis.ts';

describe('statistics figures', () => {
  it('a trend is the change against the previous period, null against nothing', () => {
    expect(trendOf(12, 10)).toEqual({ previous: 10, change: 20 });
    expect(trendOf(5, 0)).toEqual({ previous: 0, change: null });
    expect(trendOf(75, 80, true)).toEqual({ previous: 80, change: -5 });
  });

  it('completion rate thresholds: above 80 excellent, above 60 good, else average (spec 2 §9)', () => {
    expect(completionLevel(80.1)).toBe('excellent');
    expect(completionLevel(80)).toBe('good');
    expect(completionLevel(60.1)).toBe('good');
    expect(completionLevel(60)).toBe('average');
  });

  it('travel thresholds: 20, 30 and 40 minutes included (spec 2 §9)', () => {
    expect([20, 21, 30, 31, 40, 41].map(travelLevel)).toEqual([
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
    ]);
  });

  it('percent, months and travel labels', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 0)).toBe(0);
    expect(previousMonth('2025-01')).toBe('2024-12');
    expect(previousMonth('2025-10')).toBe('2025-09');
    expect(formatTravelMinutes(25)).toBe('25 min');
    expect(formatTravelMinutes(65)).toBe('1 h 05');
  });

  it('each day starts from home; an unknown place has no travel time', () => {
    const home = { latitude: 48.8566, longitude: 2.3522 };
    const figures = analyseTravel(home, [
      { date: '2025-03-03', beginning: 0, ending: 4, place: home },
      { date: '2025-03-03', beginning: 4, ending: 8, place: null },
      { date: '2025-03-03', beginning: 8, ending: 12, place: home },
      { date: '2025-03-04', beginning: 0, ending: 4, place: home },
    ]);
    expect(figures.travelTimes).toEqual([0, null, null, 0]);
    expect(figures.validTravelTimes).toBe(2);
    expect(figures.averageTravelTime).toBe(0);
    expect(figures.travelEfficiency).toBe(100);
  });
});
