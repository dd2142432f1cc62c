import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ListSkeleton } from '../../../components/list-skeleton';
import { messageOf } from '../../../lib/http';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What the skeleton says while the first answer comes. */
  loading: string;
  /** What an error says when the server gives no message. */
  failure: string;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** A report's part: grey bars while it loads, the server's message if it fails, else the data. */
export function QueryView<T>({ query, loading, failure, rows = 3, children }: QueryViewProps<T>) {
  if (query.isError)
    return (
      <Message
        severity="error"
        className="w-full justify-content-start"
        text={messageOf(query.error, failure)}
      />
    );
  if (query.isPending) return <ListSkeleton rows={rows} label={loading} />;
  return <>{children(query.data)}</>;
}

interface ReportSectionProps {
  id: string;
  title: string;
  /** Buttons beside the title (the section's downloads). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A card of a report: its heading names it (a landmark), its downloads beside the heading;
 * a part that fails to draw (a chart) leaves the other cards standing.
 */
export function ReportSection({ id, title, actions, children }: ReportSectionProps) {
  return (
    <section className="card report-section" aria-labelledby={`${id}-title`}>
      <div className="report-section-head">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {actions ? <div className="report-downloads">{actions}</div> : null}
      </div>
      <ErrorBoundary message={`No se pudo mostrar «${title}».`}>{children}</ErrorBoundary>
    </section>
  );
}
