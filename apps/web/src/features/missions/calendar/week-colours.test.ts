import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { luminance } from '@mantine/core';
import {
  COMPLETED_COLOURS,
  OPERATION_PALETTE,
  assignOperationColours,
} from '@tourneo/domain/calendar/operation-colour';
import { layOutWeek, type CalendarMission } from './week-layout.ts';

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

/** One mission a quarter hour of Monday, each of its own operation. */
const missionsOf = (operationNames: readonly string[], extra: Partial<CalendarMission> = {}) =>
  operationNames.map((operationName, index): CalendarMission => ({
    id: index + 1,
    client_name: `Client ${index + 1}`,
    operation_name: operationName,
    status: 'planned',
    sessions: [
      {
        session_id: index + 1,
        date: DAYS[0]!,
        beginning: index,
        ending: index + 1,
        session_status: 'planned',
        agents: [],
      },
    ],
    ...extra,
  }));

const operationsOf = (names: readonly string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** WCAG 2 contrast ratio of two colours. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the week colours', () => {
  it("the demo's operations show three different colours", () => {
    const names = ['Installation compteur', 'Entretien chaudière', 'Dépannage express'];
    const layout = layOutWeek(DAYS, missionsOf(names), assignOperationColours(operationsOf(names)));
    expect(new Set(layout.sessions.map((placed) => placed.colours.background)).size).toBe(3);
  });

  it("missions of different operations of the company never share a colour (up to the palette's size)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), {
          minLength: 2,
          maxLength: OPERATION_PALETTE.length,
        }),
        (names) => {
          const layout = layOutWeek(DAYS, missionsOf(names), assignOperationColours(operationsOf(names)));
          const backgrounds = layout.sessions.map((placed) => placed.colours.background);
          expect(new Set(backgrounds).size).toBe(names.length);
        },
      ),
    );
  });

  it('every colour keeps its text readable (WCAG AAA, 7:1), completed green included', () => {
    for (const colours of [...OPERATION_PALETTE, COMPLETED_COLOURS]) {
      expect(contrast(colours.background, colours.text), colours.background).toBeGreaterThanOrEqual(7);
    }
  });

  it('a mission the client booked through the link says so; one planned by hand does not', () => {
    const [booked] = layOutWeek(DAYS, missionsOf(['Ramonage'], { creation_type: 'automatic' })).sessions;
    const [byHand] = layOutWeek(DAYS, missionsOf(['Ramonage'], { creation_type: 'manual' })).sessions;
    expect(booked!.isBookedByClient).toBe(true);
    expect(booked!.description).toBe('Client 1, 8h00 - 8h15, Ramonage, réservé par le client');
    expect(byHand!.isBookedByClient).toBe(false);
    expect(byHand!.description).toBe('Client 1, 8h00 - 8h15, Ramonage');
  });
});
