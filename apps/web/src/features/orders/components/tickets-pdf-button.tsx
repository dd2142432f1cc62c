import { useState } from 'react';
import { Button } from 'primereact/button';
import { messageOf } from '../../../lib/http';
import { downloadTicketsPdf } from '../api/invoice-pdf';

/** "Descargar entradas (PDF)": the order's printable tickets, one per page with its QR. */
export function TicketsPdfButton({ order }: { order: { id: string; number: number } }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadTicketsPdf(order);
    } catch (e) {
      setError(messageOf(e, 'No se pudieron obtener las entradas.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3">
      <Button
        type="button"
        label="Descargar entradas (PDF)"
        icon="pi pi-file-pdf"
        outlined
        loading={busy}
        onClick={() => void download()}
      />
      {error ? (
        <small className="p-error block mt-1" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
