import { Skeleton } from 'primereact/skeleton';
import { ACCESS_SHORT_NAMES } from '@tickera/shared/place-names';
import { formatMoney } from '../../../lib/format';
import { SEAT_COLORS } from '../map/seat-colors';
import type { MapZone } from '../map/seat-model';

const STATUSES = [
  { label: 'Reservado', color: SEAT_COLORS.held, small: false },
  { label: 'Vendido', color: SEAT_COLORS.sold, small: true },
  { label: 'Mío', color: SEAT_COLORS.mine, small: false },
];

/** A zone of the map, or of the event's detail before the map arrives (no colour yet). */
type LegendZone = Pick<MapZone, 'id' | 'name' | 'basePrice'> & { color?: string };

/**
 * Available seats wear their zone's colour (its price); the rest, their status. Before
 * the map arrives the legend keeps its lines: the event's zones, or a placeholder.
 */
export function SeatLegend({
  zones,
  access = false,
}: {
  zones: LegendZone[] | null;
  /** The map has wheelchair places (and companions' seats): their rings are named. */
  access?: boolean;
}) {
  return (
    <div className="seat-legend" aria-label="Leyenda del mapa">
      <ul className="seat-legend-list">
        <li className="seat-legend-heading">Disponible:</li>
        {zones === null ? (
          <li aria-hidden="true">
            <Skeleton width="14rem" height="0.85rem" />
          </li>
        ) : null}
        {(zones ?? []).map((zone) => (
          <li key={zone.id}>
            <span
              className="legend-dot"
              style={{ background: zone.color ?? 'var(--surface-300)' }}
              aria-hidden="true"
            />
            {zone.name} <span className="text-color-secondary">{formatMoney(zone.basePrice)}</span>
          </li>
        ))}
      </ul>
      <ul className="seat-legend-list">
        {STATUSES.map((s) => (
          <li key={s.label}>
            <span
              className={s.small ? 'legend-dot small' : 'legend-dot'}
              style={{ background: s.color }}
              aria-hidden="true"
            />
            {s.label}
          </li>
        ))}
        {access ? (
          <>
            <li>
              <span className="legend-ring" aria-hidden="true" />
              {ACCESS_SHORT_NAMES.ACCESSIBLE}
            </li>
            <li>
              <span className="legend-ring thin" aria-hidden="true" />
              {ACCESS_SHORT_NAMES.COMPANION}
            </li>
          </>
        ) : null}
      </ul>
    </div>
  );
}
