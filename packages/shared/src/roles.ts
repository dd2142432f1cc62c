/** Roles of spec §6; names compare case-insensitively. */
export const ROLES = [
  'admin',
  'supervisor',
  'sales',
  'customer',
  'auditor',
  'chekiner',
  'anonymous',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  supervisor: 'Supervisor',
  sales: 'Ventas',
  customer: 'Cliente',
  auditor: 'Auditor',
  chekiner: 'Chequeador',
  anonymous: 'Anónimo',
};

/** Spec §6: "Default new-user role is customer". */
export const DEFAULT_ROLE: Role = 'customer';

/** Every role that signs in with an account (everyone but anonymous). */
export const ACCOUNT_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'anonymous');
export const STAFF_ROLES: readonly Role[] = ['admin', 'supervisor', 'sales', 'auditor', 'chekiner'];

/**
 * Who may change whom (docs/decisions/022): an admin changes anyone, admins included;
 * every other role only accounts of a strictly lower rank. Staff below supervisor share a rank.
 */
export const ROLE_RANK: Record<Role, number> = {
  admin: 4,
  supervisor: 3,
  sales: 2,
  auditor: 2,
  chekiner: 2,
  customer: 1,
  anonymous: 0,
};

/** True when `actor` may edit (activate, deactivate, rename, re-role) an account whose role is `target`. */
export function canManageUser(actor: Role | null | undefined, target: Role): boolean {
  if (!actor) return false;
  return actor === 'admin' || ROLE_RANK[actor] > ROLE_RANK[target];
}

/** Spec §6: "Role access is checked case-insensitively". Unknown names give null. */
export function normalizeRole(name: string | null | undefined): Role | null {
  if (!name) return null;
  const lower = name.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

/**
 * Seats one user may hold at once per event. Spec §9 gives "ADMIN 20, CUSTOMER 10";
 * PERMISSIONS.md extends it to the other roles.
 */
export const HOLD_LIMITS: Record<Role, number> = {
  admin: 20,
  supervisor: 20,
  sales: 20,
  customer: 10,
  anonymous: 10,
  auditor: 0,
  chekiner: 0,
};
