/**
 * The engine's travel time (packages/domain `travelMinutes`: haversine × road factor, driven
 * through the speed bands, rounded) as a SQL expression, written from the domain's own constants so
 * that the rule keeps one source: Analytics sums it over a year of sessions in the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, ROAD_FACTOR, SPEED_BANDS } from '@tourneo/domain';

const radians = (degrees: SQL) => sql`radians(${degrees})`;

/** Minutes between two places given by their latitude and longitude columns (null when one is null). */
export function travelMinutesSql(
  fromLatitude: SQL,
  fromLongitude: SQL,
  toLatitude: SQL,
  toLongitude: SQL,
): SQL {
  const haversine = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin((${radians(toLatitude)} - ${radians(fromLatitude)}) / 2), 2)
    + cos(${radians(fromLatitude)}) * cos(${radians(toLatitude)})
      * power(sin((${radians(toLongitude)} - ${radians(fromLongitude)}) / 2), 2))))`;
  const roadKm = sql`(${haversine} * ${ROAD_FACTOR}::float8)`;
  let bandStart = 0;
  const bands = SPEED_BANDS.map((band) => {
    const inBand = Number.isFinite(band.untilKm)
      ? sql`greatest(0, least(${roadKm}, ${band.untilKm}::float8) - ${bandStart}::float8)`
      : sql`greatest(0, ${roadKm} - ${bandStart}::float8)`;
    bandStart = band.untilKm;
    return sql`${inBand} / ${band.kmPerHour}::float8 * 60`;
  });
  // greatest() and least() skip nulls: an unknown place must give null, not the bands' full widths.
  return sql`case when ${fromLatitude} is null or ${fromLongitude} is null or ${toLatitude} is null
    or ${toLongitude} is null then null else round(${sql.join(bands, sql` + `)}) end`;
}
