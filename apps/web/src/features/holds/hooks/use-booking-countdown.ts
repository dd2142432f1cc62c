import { useEffect, useState } from 'react';
import { STORAGE_KEYS, TIMER_TICK_MS } from '@tickera/shared/constants';
import { deadlineOf, useBooking, type BookingData } from '../api/booking-store';
import { writeItem } from '../../../lib/storage';

export interface Countdown {
  booking: BookingData | null;
  /**
   * Whole seconds left (spec §4: a hold starts at 600). Not capped at 600: a waiting-list
   * offer holds its seats longer (decision 037), and so does a server with a longer HOLD_SECONDS.
   */
  secondsLeft: number;
}

/**
 * Spec §4 booking timer. It follows the server: seconds left = the holds' `expiresAt`
 * minus now, so every tab and every reload agree. Each tick is stored in `timeLeft`.
 */
export function useBookingCountdown(): Countdown {
  const booking = useBooking();
  const deadline = booking ? deadlineOf(booking) : null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline !== null && secondsLeft > 0) {
      writeItem(STORAGE_KEYS.timeLeft, String(secondsLeft));
    }
  }, [deadline, secondsLeft]);

  return { booking, secondsLeft };
}
