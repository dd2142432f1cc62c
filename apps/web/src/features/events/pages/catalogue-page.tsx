import { EventCatalogue } from '../components/event-catalogue';
import '../events.css';

/** /eventos: every event on sale, filterable by category. */
export function CataloguePage() {
  return (
    <div className="catalogue-page">
      <header className="page-heading">
        <h1>Eventos</h1>
        <p>Elige tu evento, escoge tus asientos en el mapa y paga en bolívares o dólares.</p>
      </header>
      <EventCatalogue />
    </div>
  );
}
