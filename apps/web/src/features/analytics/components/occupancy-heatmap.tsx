import { Group, Stack, Text, Title } from '@mantine/core';
import { WEEKDAY_NAMES, WORKING_HOURS, type OccupancyResponse } from '@tourneo/domain';
import { formatPercent } from '../../../lib/chart-format.ts';

/** A sequential blue scale (colour-blind safe); the figure is printed in every cell too. */
const SCALE = ['#f7fbff', '#deebf7', '#c6dbef', '#9ecae1', '#6baed6', '#4292c6', '#08519c'];
const colourOf = (occupancy: number) =>
  SCALE[Math.min(SCALE.length - 1, Math.floor((occupancy / 100) * SCALE.length))]!;
/** White only on the darkest blue: every pair keeps a 4.5:1 contrast. */
const inkOf = (occupancy: number) => (colourOf(occupancy) === SCALE.at(-1) ? '#ffffff' : '#1a1b1e');

/**
 * 'Occupation par jour et par heure': a weekday × hour grid, each cell the share of the agents'
 * hours booked, as a colour and as its figure: a table, so screen readers read it as one.
 */
export function OccupancyHeatmap({ data }: { data: OccupancyResponse['data'] }) {
  const cellOf = (weekday: number, hour: number) =>
    data.cells.find((cell) => cell.weekday === weekday && cell.hour === hour);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Occupation par jour et par heure
      </Title>
      <Text size="sm" c="dimmed">
        Part des heures des agents ({data.agents}) réservée en rendez-vous, du lundi au vendredi.
      </Text>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', minWidth: 640 }}>
          <caption style={{ textAlign: 'left' }}>Occupation (%) par jour de la semaine et heure</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              {WORKING_HOURS.map((hour) => (
                <th key={hour} scope="col" style={{ padding: '4px 8px' }}>
                  {hour}h
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAY_NAMES.map((name, index) => (
              <tr key={name}>
                <th scope="row" style={{ textAlign: 'left', padding: '4px 8px' }}>
                  {name}
                </th>
                {WORKING_HOURS.map((hour) => {
                  const occupancy = cellOf(index + 1, hour)?.occupancy ?? 0;
                  return (
                    <td
                      key={hour}
                      style={{
                        background: colourOf(occupancy),
                        color: inkOf(occupancy),
                        textAlign: 'center',
                        padding: '6px 8px',
                        border: '1px solid #dee2e6',
                      }}
                    >
                      {formatPercent(occupancy)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Group gap={4} aria-hidden="true">
        <Text size="xs">0 %</Text>
        {SCALE.map((colour) => (
          <span
            key={colour}
            style={{
              display: 'inline-block',
              width: 20,
              height: 10,
              background: colour,
              border: '1px solid #ced4da',
            }}
          />
        ))}
        <Text size="xs">100 %</Text>
      </Group>
    </Stack>
  );
}
