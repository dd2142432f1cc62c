import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast } from 'primereact/toast';

type Severity = 'success' | 'info' | 'warn' | 'error';

interface ToastApi {
  show: (severity: Severity, summary: string, detail?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const TOAST_LIFE_MS = 5000;

/** One toast outlet for the whole app, so a message survives the navigation after it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const show = useCallback((severity: Severity, summary: string, detail?: string) => {
    ref.current?.show({ severity, summary, detail, life: TOAST_LIFE_MS });
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      <Toast ref={ref} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
