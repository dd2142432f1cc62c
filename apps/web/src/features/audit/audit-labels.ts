import { AUDIT_ACTION_LABELS } from '@tickera/shared/schemas/reports';

/** What each family of actions (the key before the dot) is about, for the filter. */
const FAMILY_LABELS: Record<string, string> = {
  orders: 'Órdenes',
  payments: 'Pagos',
  tickets: 'Entradas',
  checkins: 'Chequeo en la puerta',
  users: 'Usuarios',
  customers: 'Clientes',
  events: 'Eventos',
  zones: 'Zonas',
  seats: 'Asientos',
  tables: 'Mesas',
  locations: 'Lugares',
  stores: 'Tiendas',
  banks: 'Bancos',
  rates: 'Tasa BCV',
  settings: 'Configuración',
  coupons: 'Cupones',
  membershipTypes: 'Tipos de membresía',
  memberships: 'Membresías',
  mail: 'Correo',
  auth: 'Cuentas y sesiones',
};

/** The entities the trail names (`entity`), as people call them. */
export const ENTITY_LABELS: Record<string, string> = {
  order: 'Orden',
  ticket: 'Entrada',
  user: 'Usuario',
  event: 'Evento',
  zone: 'Zona',
  location: 'Lugar',
  store: 'Tienda',
  bank: 'Banco',
  exchange_rate: 'Tasa',
  business_settings: 'Configuración del negocio',
  coupon: 'Cupón',
  membership_type: 'Tipo de membresía',
  membership: 'Membresía',
  mail: 'Correo',
};

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

export interface ActionGroup {
  label: string;
  items: { label: string; value: string }[];
}

/**
 * The action filter: one group per family, its first option the whole family
 * (`orders`: "Todas (Órdenes)"), then each action of it (`orders.approve`).
 */
export const ACTION_GROUPS: ActionGroup[] = (() => {
  const groups = new Map<string, ActionGroup>();
  for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
    const family = action.split('.')[0];
    const name = FAMILY_LABELS[family] ?? family;
    if (!groups.has(family))
      groups.set(family, { label: name, items: [{ label: `Todas (${name})`, value: family }] });
    groups.get(family)!.items.push({ label, value: action });
  }
  return [...groups.values()];
})();

export const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS).map(([value, label]) => ({
  value,
  label,
}));
