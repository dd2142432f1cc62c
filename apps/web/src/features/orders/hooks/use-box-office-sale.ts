import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearBookingKeys } from '../../holds/api/booking-store';
import { ApiError, messageOf, fieldErrorsOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { newUuid } from '../../../lib/uuid';
import { toOrderBody, type BoxOfficeForm } from '../box-office-form';
import { createOrder } from '../api/orders-api';

/** The server's field paths → the form's field names. */
const FIELD_NAMES: Record<string, keyof BoxOfficeForm> = {
  customerId: 'customerId',
  paymentMethod: 'paymentMethod',
  'payment.bankId': 'bankId',
  'payment.reference': 'reference',
  'payment.amount': 'amount',
  'payment.date': 'date',
  'payment.currency': 'currency',
  notes: 'notes',
};

/**
 * Registers the sale with one Idempotency-Key per visit (a double click cannot sell
 * twice), forgets the staff member's booking and opens the new order.
 */
export function useBoxOfficeSale(eventId: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [key] = useState(newUuid);
  const [problem, setProblem] = useState<{ code: string; message: string } | null>(null);

  const sell = async (values: BoxOfficeForm): Promise<Record<string, string> | null> => {
    setProblem(null);
    try {
      const order = await createOrder(toOrderBody(eventId, values), key);
      clearBookingKeys({ promo: false });
      queryClient.removeQueries({ queryKey: ['cart-summary'] });
      void queryClient.invalidateQueries({ queryKey: ['holds'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      toast.show(
        'success',
        'Venta registrada',
        `Orden para ${order.customer.name} ${order.customer.lastName}.`,
      );
      await navigate(`/dashboard/reservation/detail?id=${order.id}&new=1`, { replace: true });
      return null;
    } catch (error) {
      toast.show('error', 'No se pudo registrar la venta', messageOf(error, 'Intente nuevamente.'));
      if (!(error instanceof ApiError)) return null;
      if (error.code === 'PAYMENT_REFERENCE_USED') return { reference: error.message };
      const fields = fieldErrorsOf(error);
      const known = Object.fromEntries(
        Object.entries(fields)
          .filter(([path]) => FIELD_NAMES[path])
          .map(([path, message]) => [FIELD_NAMES[path], message]),
      );
      if (Object.keys(known).length) return known;
      setProblem({ code: error.code, message: error.message });
      return null;
    }
  };

  return { sell, problem };
}
