import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Message } from 'primereact/message';
import type { Location } from '@tickera/shared/schemas/locations';
import type { PlanVersion } from '@tickera/shared/schemas/venue-plans';
import { ListSkeleton } from '../../../components/list-skeleton';
import { messageOf } from '../../../lib/http';
import { locationsQuery } from '../api/locations-api';
import { locationPlanQuery } from '../api/plan-api';
import { PlanDesigner } from '../components/plan-designer';
import '../designer/plan-designer.css';

/** /dashboard/lugares/:id/plano: the venue's seat plan in the designer (desktop). */
export function PlanDesignerPage() {
  const { id = '' } = useParams();
  const locations = useQuery(locationsQuery());
  const plan = useQuery({ ...locationPlanQuery(id), staleTime: Infinity });
  const location = locations.data?.find((l: Location) => l.id === id);
  const failed = locations.error ?? plan.error;
  return (
    <section className="card plan-page">
      <Link to="/dashboard/event" className="plan-page__back">
        <i className="pi pi-arrow-left mr-2" aria-hidden="true" />
        Volver a Lugares
      </Link>
      {failed ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(failed, 'No se pudo cargar el plano.')}
        />
      ) : null}
      {locations.data && !location ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text="Ese lugar no existe."
        />
      ) : null}
      {location && plan.isSuccess ? (
        <PlanDesigner location={location} saved={plan.data as PlanVersion | null} />
      ) : failed ? null : (
        <ListSkeleton rows={4} label="Cargando el plano" />
      )}
    </section>
  );
}
