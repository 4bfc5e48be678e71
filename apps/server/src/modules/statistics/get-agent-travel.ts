import { analyseTravel, formatTravelMinutes, slotToLabel, type AgentTravelResponse } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as repository from './statistics.repository.ts';

const placeOf = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };

/**
 * POST /statistics/agent-travel (spec 2 §3 "Agent travel analysis"; its call is not shown): the
 * engine's travel time to each of the agent's appointments of the year, from home for the day's
 * first, from the previous client after; another company's agent answers 404.
 */
export async function getAgentTravel({
  db,
  companyId,
  agentId,
  year,
}: {
  db: Executor;
  companyId: number;
  agentId: number;
  year: number;
}): Promise<AgentTravelResponse> {
  const agent = await repository.getAgent(db, companyId, agentId);
  if (!agent) {
    throw notFound();
  }
  const stops = await repository.findAgentStops(db, companyId, agentId, {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  });
  const figures = analyseTravel(
    placeOf(agent),
    stops.map((stop) => ({ ...stop, place: placeOf(stop) })),
  );
  return {
    success: true,
    data: {
      agentId: agent.id,
      name: agent.name,
      year,
      averageTravelTime: figures.averageTravelTime,
      validTravelTimes: figures.validTravelTimes,
      travelEfficiency: figures.travelEfficiency,
      agentAddress: `${agent.adresse}, ${agent.postal_code}`,
      summary: { shortestTravel: figures.shortestTravel, longestTravel: figures.longestTravel },
      rdvDetails: stops.map((stop, index) => {
        const minutes = figures.travelTimes[index] ?? null;
        return {
          date: stop.date,
          time: slotToLabel(stop.beginning),
          clientName: stop.client_name,
          address: stop.adresse,
          travelTime: minutes,
          travelTimeFormatted: minutes === null ? 'Inconnu' : formatTravelMinutes(minutes),
        };
      }),
    },
  };
}
