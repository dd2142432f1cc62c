import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TIMEOUT_REDIRECT_MS } from '@tickera/shared/constants';
import { clearBookingKeys } from '../api/booking-store';
import { releaseHolds } from '../api/holds-api';
import { getAuthState } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import type { Countdown } from './use-booking-countdown';

export const EXPIRED_MESSAGE =
  'Se acabó el tiempo para completar su compra. Liberamos sus asientos: puede elegirlos de nuevo.';

/**
 * Spec §4 at 0: stop, remove `timeLeft`, release all the user's held seats, clear
 * `promoData`, show a message and, after TIMEOUT_REDIRECT_MS, go to /eventos. The
 * redirect only happens where the countdown is shown (a booking page).
 */
export function useBookingExpiry({ booking, secondsLeft }: Countdown, shown: boolean): boolean {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const handled = useRef<string | null>(null);
  const redirect = useRef(0);
  const deadline = booking?.expiresAt ?? null;
  const reachedZero = booking !== null && secondsLeft === 0;

  useEffect(() => {
    if (!reachedZero || handled.current === deadline) return;
    handled.current = deadline;
    setExpired(true);
    clearBookingKeys();
    toast.show('warn', 'Tiempo agotado', EXPIRED_MESSAGE);
    const release = getAuthState().session ? releaseHolds() : Promise.resolve();
    void release
      .catch(() => undefined)
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: ['holds'] });
        void queryClient.invalidateQueries({ queryKey: ['seat-map'] });
        void queryClient.invalidateQueries({ queryKey: ['cart-summary'] });
      });
    redirect.current = window.setTimeout(() => {
      setExpired(false);
      if (shown) void navigate('/eventos');
    }, TIMEOUT_REDIRECT_MS);
  }, [reachedZero, deadline, shown, navigate, toast, queryClient]);

  useEffect(() => () => window.clearTimeout(redirect.current), []);
  return expired;
}
