import type { EventCategory } from '@tickera/shared/constants';
import { EventCatalogue } from '../components/event-catalogue';
import '../events.css';

interface LandingPageProps {
  title: string;
  intro: string;
  category?: EventCategory;
}

/** /explorar and /conciertos: a hero and the catalogue (the countdown follows `is_timer`). */
export function LandingPage({ title, intro, category }: LandingPageProps) {
  return (
    <div className="catalogue-page">
      <header className={`landing-hero ${category ? `category-${category.toLowerCase()}` : ''}`}>
        <p className="landing-kicker">
          <i className="pi pi-ticket" aria-hidden="true" /> Tickera
        </p>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <EventCatalogue category={category} />
    </div>
  );
}
