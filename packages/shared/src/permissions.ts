/**
 * The one permission matrix (../shared/docs/PERMISSIONS.md). The server checks every
 * route against PERMISSIONS; the web guards and the sidebar read SECTIONS. A menu item
 * shows exactly when its section is allowed.
 */
import { ACCOUNT_ROLES, ROLES, STAFF_ROLES, normalizeRole, type Role } from './roles';

const r = (...roles: Role[]): readonly Role[] => roles;
const EVERYONE: readonly Role[] = ROLES;

/** Server actions. `public` needs no token; every other key needs one. */
export const PERMISSIONS = {
  public: EVERYONE,
  /** Any session, anonymous included (holds, own user). */
  session: EVERYONE,
  /** Any signed-in account (not anonymous): profile, password, own orders. */
  account: ACCOUNT_ROLES,

  'users.list': r('admin', 'supervisor'),
  'users.create': r('admin'),
  'users.setRole': r('admin'),
  /** Activating/deactivating; never on an admin (rule in the users service). */
  'users.setActive': r('admin', 'supervisor'),
  'users.exists': STAFF_ROLES,
  'customers.search': r('admin', 'supervisor', 'sales', 'chekiner'),
  /** A walk-in customer registered by the box office (no password; an activation e-mail). */
  'customers.create': r('admin', 'supervisor', 'sales'),

  'stores.manage': r('admin'),
  'banks.manage': r('admin'),
  'rates.manage': r('admin'),
  /** Business settings (payee accounts, support, payment deadline). */
  'settings.manage': r('admin'),
  'events.manage': r('admin', 'supervisor'),
  /** An event's on-sale waiting room: on/off, opening, rate, pass, pause (audited). */
  'waitingRoom.manage': r('admin', 'supervisor'),
  'tickets.manage': r('admin', 'supervisor'),
  /**
   * Entry codes, their QR and tickets.pdf of someone else's order: the box office only. A
   * code is the ticket: a door or audit login that could read codes could walk in first.
   * The order's owner always sees their own.
   */
  'tickets.codes': r('admin', 'supervisor', 'sales'),
  /**
   * Passing someone else's ticket to another person (the ticket's holder always may pass
   * their own: rule in the tickets service).
   */
  'tickets.transfer': r('admin', 'supervisor'),
  /** The waiting list of an event, as staff see it. */
  'waitlist.list': r('admin', 'supervisor', 'sales'),
  'mail.log': r('admin', 'supervisor'),

  'holds.own': EVERYONE,
  'orders.create': ACCOUNT_ROLES,
  'orders.createForCustomer': r('admin', 'supervisor', 'sales'),
  'orders.courtesy': r('admin', 'supervisor'),
  'orders.credit': r('admin', 'supervisor'),
  'orders.list': r('admin', 'supervisor', 'sales', 'auditor'),
  'orders.approve': r('admin', 'supervisor', 'sales'),
  /** Approving a payment below the total, with a reason (audited). */
  'orders.acceptShortfall': r('admin', 'supervisor'),
  'orders.review': r('admin', 'supervisor', 'sales'),
  'orders.cancel': r('admin', 'supervisor', 'sales'),
  'payments.lookup': r('admin', 'supervisor', 'sales', 'auditor'),

  'coupons.manage': r('admin', 'supervisor'),
  'coupons.list': r('admin', 'supervisor', 'sales'),
  'claims.read': r('admin', 'supervisor', 'sales'),
  'membershipTypes.manage': r('admin', 'supervisor'),
  'membershipTypes.read': r('admin', 'supervisor', 'sales', 'auditor'),
  'memberships.create': r('admin', 'supervisor', 'sales'),
  'memberships.read': r('admin', 'supervisor', 'sales', 'auditor'),
  'memberships.delete': r('admin', 'supervisor'),

  'checkin.scan': r('admin', 'supervisor', 'chekiner'),
  'checkin.list': r('admin', 'supervisor', 'chekiner'),
  /** An event's door settings (re-entry after an exit); audited. */
  'checkin.doorSettings': r('admin', 'supervisor'),
  'reports.read': r('admin', 'auditor'),
  'indicators.read': r('admin', 'supervisor'),
  /** The audit trail (API.md): who did what, before and after. */
  'audit.read': r('admin', 'auditor'),
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: string | null | undefined, permission: Permission): boolean {
  const normalized = normalizeRole(role);
  return normalized !== null && (PERMISSIONS[permission] as readonly Role[]).includes(normalized);
}

/** Dashboard sections (PERMISSIONS.md table). `path` is under /dashboard. */
export const SECTIONS = {
  home: { path: 'home', title: 'Inicio', roles: ACCOUNT_ROLES },
  welcome: { path: 'welcome', title: 'Bienvenido', roles: ACCOUNT_ROLES },
  profile: { path: 'profile', title: 'Perfil', roles: ACCOUNT_ROLES },
  settings: { path: 'settings', title: 'Configuración', roles: ACCOUNT_ROLES },
  indicators: {
    path: 'indicators',
    title: 'Indicadores para Hoy',
    roles: r('admin', 'supervisor'),
  },
  store: { path: 'store', title: 'Tiendas', roles: r('admin') },
  ticket: { path: 'ticket', title: 'Entradas', roles: r('admin', 'supervisor') },
  event: { path: 'event', title: 'Area de Eventos', roles: r('admin', 'supervisor') },
  customers: {
    path: 'customers',
    title: 'Buscador de Clientes',
    roles: r('admin', 'supervisor', 'sales', 'chekiner'),
  },
  chekinera: {
    path: 'chekinera',
    title: 'Listado Check-In',
    roles: r('admin', 'supervisor', 'chekiner'),
  },
  scanner: {
    path: 'chekinera/scanner',
    title: 'Chequinera (scanner)',
    roles: r('admin', 'supervisor', 'chekiner'),
  },
  membership: {
    path: 'membership',
    title: 'Gestion de Membresias',
    roles: r('admin', 'supervisor', 'sales', 'auditor'),
  },
  reservation: {
    path: 'reservation',
    title: 'Reservaciones',
    roles: r('admin', 'supervisor', 'sales'),
  },
  mytickets: { path: 'mytickets', title: 'Mis Entradas', roles: r('sales', 'customer') },
  support: { path: 'support', title: 'Soporte', roles: r('customer', 'sales') },
  claims: { path: 'claims', title: 'Cupones Reclamados', roles: r('admin', 'supervisor', 'sales') },
  reportLiquidacion: {
    path: 'report-liquidacion',
    title: 'Reporte de Liquidación',
    roles: r('admin', 'auditor'),
  },
  reportSales: { path: 'report-sales', title: 'Reporte de Ventas', roles: r('admin', 'auditor') },
  users: { path: 'users', title: 'Gestion de Usuarios', roles: r('admin', 'supervisor') },
  audit: { path: 'audit', title: 'Auditoría', roles: r('admin', 'auditor') },
} as const satisfies Record<string, { path: string; title: string; roles: readonly Role[] }>;

export type SectionKey = keyof typeof SECTIONS;

export function canAccessSection(role: string | null | undefined, section: SectionKey): boolean {
  const normalized = normalizeRole(role);
  return normalized !== null && (SECTIONS[section].roles as readonly Role[]).includes(normalized);
}

/**
 * The sidebar of spec §2, in its order, under the heading 'APP TICKERA'. Items name a
 * section (shown when that section is allowed) or the public events page (everyone).
 * A group shows when any of its children does.
 */
export type MenuItem =
  | {
      label: string;
      icon: string;
      section: SectionKey;
      to?: undefined;
      items?: undefined;
      highlight?: boolean;
    }
  | {
      label: string;
      icon: string;
      to: string;
      section?: undefined;
      items?: undefined;
      highlight?: boolean;
    }
  | {
      label: string;
      icon: string;
      items: MenuItem[];
      section?: undefined;
      to?: undefined;
      highlight?: boolean;
    };

export const MENU_HEADING = 'APP TICKERA';

export const MENU: MenuItem[] = [
  { label: 'Indicadores para Hoy', icon: 'pi pi-chart-line', section: 'indicators' },
  { label: 'Reservaciones', icon: 'pi pi-ticket', section: 'reservation' },
  { label: 'Mis Entradas', icon: 'pi pi-qrcode', section: 'mytickets' },
  {
    label: 'Chequeo',
    icon: 'pi pi-check-square',
    items: [
      { label: 'Chequinera (scanner)', icon: 'pi pi-camera', section: 'scanner' },
      { label: 'Listado Check-In', icon: 'pi pi-list-check', section: 'chekinera' },
    ],
  },
  { label: 'Gestion de Membresias', icon: 'pi pi-id-card', section: 'membership' },
  { label: 'Cupones Reclamados', icon: 'pi pi-tags', section: 'claims' },
  { label: 'Buscador de Clientes', icon: 'pi pi-search', section: 'customers' },
  { label: 'Area de Eventos', icon: 'pi pi-calendar', section: 'event' },
  {
    label: 'Reportes',
    icon: 'pi pi-file',
    items: [
      { label: 'Reporte de Liquidación', icon: 'pi pi-file-pdf', section: 'reportLiquidacion' },
      { label: 'Reporte de Ventas', icon: 'pi pi-chart-bar', section: 'reportSales' },
    ],
  },
  { label: 'Gestion de Usuarios', icon: 'pi pi-users', section: 'users' },
  // Not in the spec's sidebar, but pages of the spec (and the audit trail) a role may open
  // must be reachable from its menu (issue 13).
  { label: 'Tiendas, Bancos y Tasa', icon: 'pi pi-building', section: 'store' },
  { label: 'Entradas', icon: 'pi pi-ticket', section: 'ticket' },
  { label: 'Auditoría', icon: 'pi pi-history', section: 'audit' },
  { label: 'Soporte', icon: 'pi pi-whatsapp', section: 'support' },
  { label: 'Eventos disponibles', icon: 'pi pi-star', to: '/eventos', highlight: true },
];

/** The menu as a role sees it; anonymous and unknown roles see nothing. */
export function menuForRole(role: string | null | undefined): MenuItem[] {
  const normalized = normalizeRole(role);
  if (!normalized || normalized === 'anonymous') return [];
  const visible = (item: MenuItem): MenuItem | null => {
    if (item.items) {
      const children = item.items.map(visible).filter((c): c is MenuItem => c !== null);
      return children.length ? { ...item, items: children } : null;
    }
    if (item.section) return canAccessSection(normalized, item.section) ? item : null;
    return item;
  };
  return MENU.map(visible).filter((i): i is MenuItem => i !== null);
}

/** Leaf labels of a menu, in order (tests and the sidebar both use it). */
export function menuLabels(items: MenuItem[]): string[] {
  return items.flatMap((i) => (i.items ? menuLabels(i.items) : [i.label]));
}
