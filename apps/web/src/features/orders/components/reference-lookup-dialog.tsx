import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { messageOf } from '../../../lib/http';
import { PaymentUses } from './payment-uses';
import { paymentsByReferenceQuery } from '../api/payment-api';

/** "Buscar referencia": has this transfer reference paid for an order before? */
export function ReferenceLookupDialog({
  visible,
  onHide,
}: {
  visible: boolean;
  onHide: () => void;
}) {
  const [text, setText] = useState('');
  const [reference, setReference] = useState('');
  const uses = useQuery(paymentsByReferenceQuery(reference));

  return (
    <Dialog
      header="Buscar referencia de pago"
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(46rem, 95vw)' }}
      dismissableMask
    >
      <form
        className="flex gap-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          setReference(text.trim());
        }}
      >
        <div className="flex-1">
          <label htmlFor="reference-lookup" className="block font-medium mb-2">
            Referencia
          </label>
          <InputText
            id="reference-lookup"
            className="w-full"
            value={text}
            autoFocus
            onChange={(e) => setText(e.target.value)}
            placeholder="Ej. 31907755"
          />
        </div>
        <Button type="submit" label="Buscar" icon="pi pi-search" disabled={!text.trim()} />
      </form>
      {uses.isError ? (
        <Message
          severity="error"
          className="w-full"
          text={messageOf(uses.error, 'No se pudo consultar la referencia.')}
        />
      ) : null}
      {reference && uses.data ? (
        <PaymentUses
          uses={uses.data}
          renderOrder={(id, label) => (
            <Link to={`/dashboard/reservation/detail?id=${id}`} onClick={onHide}>
              {label}
            </Link>
          )}
        />
      ) : null}
      {reference && uses.isFetching && !uses.data ? <p role="status">Buscando…</p> : null}
    </Dialog>
  );
}
