import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import type { Order } from '@tickera/shared/schemas/orders';
import { FormField, fieldAria } from '../../../components/form-field';
import { formatMoney, orderNumber } from '../../../lib/format';

/** The server's PAYMENT_AMOUNT_SHORT details. */
export interface ShortfallDetails {
  expectedVes: string;
  declaredVes: string;
  shortVes: string;
}

interface ShortfallDialogProps {
  order: Order;
  details: ShortfallDetails;
  busy: boolean;
  onHide: () => void;
  onConfirm: (reason: string) => void;
}

/** An admin or supervisor approves a payment below the total, saying why (audited). */
export function ShortfallDialog({ order, details, busy, onHide, onConfirm }: ShortfallDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim().length < 3) return setError('Indique el motivo (mínimo 3 caracteres)');
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      header="Pago incompleto"
      visible
      onHide={onHide}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label="Cancelar" text onClick={onHide} />
          <Button
            label="Aprobar con diferencia"
            icon="pi pi-check"
            severity="warning"
            loading={busy}
            onClick={submit}
          />
        </div>
      }
    >
      <p className="mt-0">
        El pago declarado de la orden {orderNumber(order.number)} no cubre el total.
      </p>
      <dl className="order-facts mb-3">
        <div>
          <dt>Total de la orden</dt>
          <dd>{formatMoney(details.expectedVes, 'VES')}</dd>
        </div>
        <div>
          <dt>Monto declarado</dt>
          <dd>{formatMoney(details.declaredVes, 'VES')}</dd>
        </div>
        <div>
          <dt>Falta</dt>
          <dd className="amount-short">{formatMoney(details.shortVes, 'VES')}</dd>
        </div>
      </dl>
      <FormField id="shortfall-reason" label="Motivo para aprobar con diferencia" error={error}>
        <InputTextarea
          id="shortfall-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          className="w-full"
          {...fieldAria('shortfall-reason', error)}
        />
      </FormField>
    </Dialog>
  );
}
