import { Spinner } from './spinner';

export function FullPageSpinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="flex align-items-center justify-content-center min-h-screen" role="status">
      <Spinner label={label} />
    </div>
  );
}
