import { UnderConstruction } from '../../../components/under-construction';
import { useIsTimerRoute } from '../../../lib/route-flags';

/**
 * /explorar and /conciertos. The route's `is_timer` flag is read here; the countdown it
 * switches belongs to the booking-timer issue, so for now it only marks the page.
 */
export function LandingPage({ title }: { title: string }) {
  const isTimer = useIsTimerRoute();
  return (
    <div data-timer={isTimer ? 'on' : 'off'}>
      <UnderConstruction title={title} />
    </div>
  );
}
