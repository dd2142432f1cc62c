import type { EventDetail } from '@tickera/shared/schemas/events';
import { convertToVes } from '@tickera/shared/money';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatInteger, formatMoney } from '../../../lib/format';
import { ZONE_TYPE_LABELS } from '../category';

type Zone = EventDetail['zones'][number];

/** "VIP · por mesas", "Asientos numerados" (the type only when the name does not say it). */
function zoneKind(zone: Zone): string {
  const type = ZONE_TYPE_LABELS[zone.type] ?? zone.type;
  const layout = zone.layout === 'TABLES' ? 'por mesas' : 'asientos numerados';
  return type.toLowerCase() === zone.name.toLowerCase()
    ? layout.replace(/^./, (c) => c.toUpperCase())
    : `${type} · ${layout}`;
}

function Availability({ zone }: { zone: Zone }) {
  const ratio = zone.capacity > 0 ? zone.available / zone.capacity : 0;
  const level = zone.available === 0 ? 'none' : ratio < 0.2 ? 'low' : 'good';
  return (
    <div className="zone-availability">
      <div className="zone-meter" aria-hidden="true">
        <span className={`zone-meter-fill level-${level}`} style={{ width: `${ratio * 100}%` }} />
      </div>
      <span>
        {zone.available === 0
          ? 'Agotado'
          : `${formatInteger(zone.available)} de ${formatInteger(zone.capacity)}`}
      </span>
    </div>
  );
}

/** The event's zones: type, price in USD and Bs.S, and seats left. */
export function ZoneTable({ zones, rate }: { zones: Zone[]; rate?: string }) {
  return (
    <table className="zone-table">
      <VisuallyHidden as="caption">Zonas, precios y disponibilidad</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">Zona</th>
          <th scope="col">Precio</th>
          <th scope="col">Disponibles</th>
        </tr>
      </thead>
      <tbody>
        {zones.map((zone) => (
          <tr key={zone.id}>
            <th scope="row">
              <span className="zone-name">{zone.name}</span>
              <span className="zone-type">{zoneKind(zone)}</span>
            </th>
            <td>
              <strong>{formatMoney(zone.basePrice)}</strong>
              {rate ? (
                <span className="zone-ves">
                  {formatMoney(convertToVes(zone.basePrice, rate), 'VES')}
                </span>
              ) : null}
            </td>
            <td>
              <Availability zone={zone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
