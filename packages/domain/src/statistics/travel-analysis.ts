import type { Coordinates } from '../scheduling/travel.ts';
import { travelMinutes } from '../scheduling/travel.ts';
import { SLOT_MINUTES } from '../time-slots/constants.ts';
import { roundTenth } from './figures.ts';

/** One appointment of the agent, in the order of the day. */
export interface TravelStop {
  date: string;
  beginning: number;
  ending: number;
  /** The client's place; null when unknown (a mission typed on the calendar without a client). */
  place: Coordinates | null;
}

/** The travel to each stop and the year's figures (spec 2 §3 "Agent travel analysis"). */
export interface TravelFigures {
  /** Per stop, in the order given: minutes from the previous place that day (home first), or null. */
  travelTimes: (number | null)[];
  averageTravelTime: number | null;
  validTravelTimes: number;
  shortestTravel: number | null;
  longestTravel: number | null;
  /** Percent of on-site time in on-site + travel time (of the stops whose travel is known). */
  travelEfficiency: number | null;
}

/**
 * The engine's travel times (`travelMinutes`) over an agent's appointments sorted by date and
 * slot: each day starts from home; a stop whose place or previous place is unknown has no time.
 */
export function analyseTravel(home: Coordinates | null, stops: readonly TravelStop[]): TravelFigures {
  const travelTimes: (number | null)[] = [];
  let previousDate: string | null = null;
  let previousPlace: Coordinates | null = null;
  let onSiteMinutes = 0;
  for (const stop of stops) {
    const from: Coordinates | null = stop.date === previousDate ? previousPlace : home;
    const minutes = from && stop.place ? travelMinutes(from, stop.place) : null;
    travelTimes.push(minutes);
    if (minutes !== null) {
      onSiteMinutes += (stop.ending - stop.beginning) * SLOT_MINUTES;
    }
    previousDate = stop.date;
    previousPlace = stop.place;
  }
  const known = travelTimes.filter((minutes): minutes is number => minutes !== null);
  const total = known.reduce((sum, minutes) => sum + minutes, 0);
  return {
    travelTimes,
    averageTravelTime: known.length === 0 ? null : roundTenth(total / known.length),
    validTravelTimes: known.length,
    shortestTravel: known.length === 0 ? null : Math.min(...known),
    longestTravel: known.length === 0 ? null : Math.max(...known),
    travelEfficiency:
      known.length === 0 || onSiteMinutes + total === 0
        ? null
        : roundTenth((onSiteMinutes / (onSiteMinutes + total)) * 100),
  };
}
