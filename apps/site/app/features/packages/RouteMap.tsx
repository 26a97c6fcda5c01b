import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as styles from '../../lib/layout/page.css.ts';
import { Section } from '../../lib/layout/Section.tsx';
import * as mapStyles from './route-map.css.ts';
import { projectStops, type RouteStop } from './route-stops.ts';

const width = 640;
const height = 400;
const padding = 56;

const dayRange = (days: readonly number[]) => {
  const first = days[0];
  const last = days.at(-1);
  return first === last ? `Day ${first}` : `Days ${first}–${last}`;
};

/**
 * A package's route as a static picture (docs/decisions.md#route-map): an SVG drawn from its
 * lodges' coordinates when the page is rendered, so the first load downloads no map library and
 * no tiles. Each stop is numbered in the order of the trip and links to its lodge. Nothing with
 * fewer than two stops.
 */
export function RouteMap({ stops, title }: { stops: readonly RouteStop[]; title: string }) {
  if (stops.length < 2) return null;
  const projected = projectStops(stops, { width, height, padding });
  const path = projected.stops.map((stop) => `${stop.x},${stop.y}`).join(' ');
  const description = `The route of ${title}: ${stops
    .map((stop, index) => `${index + 1}. ${stop.name} (${dayRange(stop.days)})`)
    .join(', ')}.`;
  return (
    <Section id="route" title="Route">
      <figure className={mapStyles.figure}>
        <svg
          className={mapStyles.svg}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={description}
        >
          <polyline className={mapStyles.line} points={path} />
          {projected.stops.map((stop, index) => (
            <g key={`${index}-${stop.slug}`} className={mapStyles.stop}>
              <circle cx={stop.x} cy={stop.y} r={13} />
              <text x={stop.x} y={stop.y} className={mapStyles.number}>
                {index + 1}
              </text>
              <text
                x={stop.x}
                y={stop.y + (index % 2 === 0 ? -22 : 32)}
                textAnchor={
                  stop.x < width / 3 ? 'start' : stop.x > (2 * width) / 3 ? 'end' : 'middle'
                }
                className={mapStyles.label}
              >
                {stop.name}
              </text>
            </g>
          ))}
          <g className={mapStyles.scale} transform={`translate(${padding / 2}, ${height - 20})`}>
            <line x1={0} y1={0} x2={100} y2={0} />
            <text x={50} y={-6}>
              {projected.kmPer100} km
            </text>
          </g>
          <text className={mapStyles.north} x={width - 24} y={32}>
            N ↑
          </text>
        </svg>
        <figcaption className={mapStyles.caption}>
          <ol className={mapStyles.stops}>
            {stops.map((stop, index) => (
              <li key={`${index}-${stop.slug}`}>
                <span className={mapStyles.stopNumber} aria-hidden="true">
                  {index + 1}
                </span>{' '}
                <Link className={styles.link} to={paths.accommodation(stop.slug)}>
                  {stop.name}
                </Link>{' '}
                <span className={styles.muted}>({dayRange(stop.days)})</span>
              </li>
            ))}
          </ol>
        </figcaption>
      </figure>
    </Section>
  );
}
