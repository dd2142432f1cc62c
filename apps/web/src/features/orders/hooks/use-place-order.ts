import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, messageOf, fieldErrorsOf } from '../../../lib/http';
import { clearBookingKeys, clearPromo } from '../../holds/api/booking-store';
import { useToast } from '../../../lib/toast';
import { newUuid } from '../../../lib/uuid';
import { createOrder } from '../api/orders-api';
import { SERVER_FIELDS, type CheckoutValues } from '../checkout-form';

/**
 * Sends the order with one Idempotency-Key per checkout attempt (a double click or a
 * retry after a lost answer cannot create two orders). On success spec §4: clear
 * `timeLeft`, `bookingData` and `promoData`, then show the purchase.
 */
export function usePlaceOrder(eventId: string, couponCode: string | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [key] = useState(newUuid);
  const [problem, setProblem] = useState<{ code: string; message: string } | null>(null);

  const place = async (values: CheckoutValues): Promise<Record<string, string> | null> => {
    setProblem(null);
    try {
      const order = await createOrder(
        { eventId, ...values, ...(couponCode ? { couponCode } : {}) },
        key,
      );
      // A holds read still in flight was answered before the order took the seats: landing
      // after the keys are cleared, it would bring the booking (and its timer) back.
      await queryClient.cancelQueries({ queryKey: ['holds'] });
      clearBookingKeys();
      queryClient.removeQueries({ queryKey: ['cart-summary'] });
      void queryClient.invalidateQueries({ queryKey: ['holds'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      await navigate(`/eventos/successful-purchase?order=${order.id}`, { replace: true });
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.show(
          'error',
          'No se pudo registrar la compra',
          messageOf(error, 'Intente nuevamente.'),
        );
        return null;
      }
      if (error.code === 'PAYMENT_REFERENCE_USED') return { 'payment.reference': error.message };
      if (error.code === 'VALIDATION') {
        const fields = fieldErrorsOf(error);
        const known = Object.fromEntries(
          Object.entries(fields).filter(([path]) =>
            (SERVER_FIELDS as readonly string[]).includes(path),
          ),
        );
        if (Object.keys(known).length) return known;
      }
      if (error.code === 'COUPON_INVALID') clearPromo();
      if (error.code === 'NO_HOLDS' || error.code === 'HOLD_EXPIRED')
        clearBookingKeys({ promo: false });
      setProblem({ code: error.code, message: error.message });
      return null;
    }
  };

  return { place, problem };
}
