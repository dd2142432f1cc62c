import type { ReactNode } from 'react';
import { canAccessSection, type SectionKey } from '@tickera/shared/permissions';
import { AccessDenied } from '../../components/access-denied';
import { useAuth } from '../../lib/session';

/** A dashboard section for the roles of the one permission matrix, else 'Acceso Denegado'. */
export function SectionGuard({ section, children }: { section: SectionKey; children: ReactNode }) {
  const { user } = useAuth();
  return canAccessSection(user?.role, section) ? children : <AccessDenied />;
}
