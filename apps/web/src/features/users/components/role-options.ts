import { ROLE_LABELS, type Role } from '@tickera/shared/roles';

/** Roles a person can be given (anonymous is a session, not a role to assign). */
export const ASSIGNABLE_ROLES = (Object.keys(ROLE_LABELS) as Role[]).filter(
  (r) => r !== 'anonymous',
);

export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r }));
