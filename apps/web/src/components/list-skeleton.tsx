import { Skeleton } from 'primereact/skeleton';

/** Rows of grey bars while a list loads for the first time. */
export function ListSkeleton({ rows = 5, label = 'Cargando…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="flex flex-column gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="2.75rem" borderRadius="8px" />
      ))}
    </div>
  );
}
