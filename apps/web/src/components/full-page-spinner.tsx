import { ProgressSpinner } from 'primereact/progressspinner';

export function FullPageSpinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="flex align-items-center justify-content-center min-h-screen" role="status">
      <ProgressSpinner
        style={{ width: '3rem', height: '3rem' }}
        strokeWidth="4"
        aria-label={label}
      />
    </div>
  );
}
