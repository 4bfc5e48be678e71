import { Badge } from '@mantine/core';
import {
  COMPLETION_LEVEL_LABELS,
  TRAVEL_LEVEL_LABELS,
  completionLevel,
  travelLevel,
  type CompletionLevel,
  type TravelLevel,
} from '@tourneo/domain';

/** The spec's colours (§9) with a word and a symbol: never colour alone. */
const COMPLETION: Record<CompletionLevel, { color: string; symbol: string }> = {
  excellent: { color: 'teal', symbol: '★' },
  good: { color: 'blue', symbol: '●' },
  average: { color: 'orange', symbol: '▲' },
};
const TRAVEL: Record<TravelLevel, { color: string; symbol: string }> = {
  excellent: { color: 'teal', symbol: '★' },
  good: { color: 'blue', symbol: '●' },
  average: { color: 'orange', symbol: '▲' },
  poor: { color: 'red', symbol: '■' },
};

export function CompletionBadge({ rate }: { rate: number }) {
  const level = completionLevel(rate);
  return (
    <Badge color={COMPLETION[level].color} variant="light" c="dark">
      <span aria-hidden="true">{COMPLETION[level].symbol} </span>
      {COMPLETION_LEVEL_LABELS[level]}
    </Badge>
  );
}

export function TravelBadge({ minutes }: { minutes: number }) {
  const level = travelLevel(minutes);
  return (
    <Badge color={TRAVEL[level].color} variant="light" c="dark">
      <span aria-hidden="true">{TRAVEL[level].symbol} </span>
      {TRAVEL_LEVEL_LABELS[level]}
    </Badge>
  );
}
