import type { ReactNode } from 'react';
import { Column } from 'primereact/column';
import { StaffTable } from '../../../components/staff-table';
import { formatDateTime, formatMoney, formatDay } from '../../../lib/format';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { type PaymentUse } from '../api/payment-api';

interface PaymentUsesProps {
  uses: PaymentUse[];
  /** How to show the order a payment belongs to (a link, or plain text for the current one). */
  renderOrder: (orderId: string, label: string) => ReactNode;
}

/** Every payment registered with one reference: a reused transfer shows up as two rows. */
export function PaymentUses({ uses, renderOrder }: PaymentUsesProps) {
  return (
    <StaffTable
      value={uses}
      dataKey="orderId"
      label="Pagos con esta referencia"
      empty="Ningún pago registrado con esta referencia."
    >
      <Column
        header="Orden"
        body={(u: PaymentUse) => renderOrder(u.orderId, `…${u.orderId.slice(-8)}`)}
      />
      <Column header="Estado" body={(u: PaymentUse) => <OrderStatusTag status={u.orderStatus} />} />
      <Column header="Banco" body={(u: PaymentUse) => u.bankName ?? '—'} />
      <Column
        header="Monto"
        align="right"
        body={(u: PaymentUse) => formatMoney(u.amount, u.currency === 'USD' ? 'USD' : 'VES')}
      />
      <Column
        header="Fecha del pago"
        body={(u: PaymentUse) => (u.date ? formatDay(u.date) : '—')}
      />
      <Column header="Registrado" body={(u: PaymentUse) => formatDateTime(u.createdAt)} />
    </StaffTable>
  );
}
