import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@tickera/shared/schemas/orders';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { openInvoicePdf } from '../api/invoice-pdf';
import {
  approveOrder,
  cancelOrder,
  resendTickets,
  setOrderReview,
  orderQuery,
} from '../api/orders-api';
import { orderNumber } from '../../../lib/format';

/** Approve, flag for review, cancel, resend and invoice: each one toasts its outcome. */
export function useOrderActions(orderId: string) {
  const toast = useToast();
  const queryClient = useQueryClient();

  const detailKey = orderQuery(orderId).queryKey;
  const updated = (order: Order) => {
    // A read of the order begun before the action must not land after it with the old state.
    void queryClient.cancelQueries({ queryKey: detailKey, exact: true });
    queryClient.setQueryData(detailKey, order);
    void queryClient.invalidateQueries({ queryKey: ['orders', 'staff'] });
    void queryClient.invalidateQueries({ queryKey: ['tickets'] });
    void queryClient.invalidateQueries({ queryKey: ['customers'] });
  };
  const failed = (summary: string) => (error: unknown) => {
    toast.show('error', summary, messageOf(error, 'Intente nuevamente.'));
    // Refused or lost: the order may still have changed (another desk, a lost answer).
    void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
  };

  const approve = useMutation({
    mutationFn: (body?: { acceptShortfall: true; reason: string }) => approveOrder(orderId, body),
    onSuccess: (order) => {
      updated(order);
      toast.show(
        'success',
        'Orden aprobada',
        `${orderNumber(order.number)}: entradas emitidas y enviadas por correo.`,
      );
    },
    onError: failed('No se pudo aprobar'),
  });

  const review = useMutation({
    mutationFn: (inReview: boolean) => setOrderReview(orderId, inReview),
    onSuccess: (order) => {
      updated(order);
      toast.show('info', order.inReview ? 'Marcada en revisión' : 'Revisión retirada');
    },
    onError: failed('No se pudo cambiar la revisión'),
  });

  const cancel = useMutation({
    mutationFn: (body: { reason: string; notesText?: string }) => cancelOrder(orderId, body),
    onSuccess: (order) => {
      updated(order);
      toast.show('success', 'Orden anulada', 'Los asientos volvieron a la venta.');
    },
    onError: failed('No se pudo anular'),
  });

  const resend = useMutation({
    mutationFn: () => resendTickets(orderId),
    onSuccess: () =>
      toast.show('success', 'Correo en cola', 'Las entradas se reenviarán al cliente.'),
    onError: failed('No se pudo reenviar'),
  });

  const invoice = useMutation({
    mutationFn: () => openInvoicePdf(orderId),
    onError: failed('No se pudo abrir la factura'),
  });

  return { approve, review, cancel, resend, invoice };
}
