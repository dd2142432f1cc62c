import { useEffect, type ReactNode } from 'react';
import { TOKEN_REFRESH_MS } from '@tickera/shared/constants';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useAuth } from '../../../lib/session';
import { refreshPeriodically, restoreStoredSession, syncFromStorage } from '../session-bootstrap';

/** Restores the stored session before the first page renders and keeps it fresh. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { ready, session } = useAuth();
  const hasSession = session !== null;

  useEffect(() => {
    void restoreStoredSession();
    window.addEventListener('storage', syncFromStorage);
    return () => window.removeEventListener('storage', syncFromStorage);
  }, []);

  useEffect(() => {
    if (!hasSession) return;
    const timer = window.setInterval(() => void refreshPeriodically(), TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [hasSession]);

  if (!ready) return <FullPageSpinner />;
  return children;
}
