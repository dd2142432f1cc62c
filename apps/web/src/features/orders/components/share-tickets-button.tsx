import { useState } from 'react';
import { Button } from 'primereact/button';
import { useToast } from '../../../lib/toast';
import { messageOf } from '../../../lib/http';
import { createShareLink, revokeShareLinks } from '../../tickets/api/after-sale-api';

/**
 * "Compartir por WhatsApp": a new link to the order's tickets (a page with no sign-in),
 * opened in WhatsApp with a Spanish message. "Anular enlaces" kills every link given.
 */
export function ShareTicketsButton({ orderId }: { orderId: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState<'share' | 'revoke' | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  async function share() {
    // Opened before the request, so the phone's pop-up blocker sees the user's tap.
    const tab = window.open('', '_blank');
    setBusy('share');
    try {
      const link = await createShareLink(orderId);
      setUrl(link.url);
      if (tab) tab.location.href = link.whatsappUrl;
      else window.location.href = link.whatsappUrl;
    } catch (error) {
      tab?.close();
      toast.show('error', 'No se pudo compartir', messageOf(error, 'Intente de nuevo.'));
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setBusy('revoke');
    try {
      await revokeShareLinks(orderId);
      setUrl(null);
      toast.show(
        'success',
        'Enlaces anulados',
        'Los enlaces compartidos de esta orden ya no abren.',
      );
    } catch (error) {
      toast.show('error', 'No se pudieron anular', messageOf(error, 'Intente de nuevo.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="share-tickets">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          label="Compartir por WhatsApp"
          icon="pi pi-whatsapp"
          className="share-whatsapp"
          loading={busy === 'share'}
          onClick={() => void share()}
        />
        <Button
          type="button"
          label="Anular enlaces"
          icon="pi pi-ban"
          outlined
          severity="secondary"
          loading={busy === 'revoke'}
          onClick={() => void revoke()}
        />
      </div>
      {url ? (
        <p className="text-sm mt-2 mb-0">
          Enlace: <a href={url}>{url}</a>
        </p>
      ) : null}
    </div>
  );
}
