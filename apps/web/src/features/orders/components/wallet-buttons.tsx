import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useAuth } from '../../../lib/session';
import { messageOf } from '../../../lib/http';
import {
  downloadApplePass,
  openGoogleWallet,
  walletOptionsQuery,
} from '../../tickets/api/after-sale-api';

/**
 * "Añadir a Google Wallet" / "Añadir a Apple Wallet" for one ticket the user holds; each
 * shown only when the site has that wallet's keys (decision 037).
 */
export function WalletButtons({ ticketId, label }: { ticketId: string; label: string }) {
  const { user } = useAuth();
  const options = useQuery(walletOptionsQuery(user?.id));
  const [busy, setBusy] = useState<'google' | 'apple' | null>(null);
  const [error, setError] = useState('');
  if (!options.data?.google && !options.data?.apple) return null;
  const run = async (kind: 'google' | 'apple') => {
    setBusy(kind);
    setError('');
    try {
      if (kind === 'google') await openGoogleWallet(ticketId);
      else await downloadApplePass(ticketId);
    } catch (e) {
      setError(messageOf(e, 'No se pudo preparar el pase.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="wallet-buttons">
      {options.data.google ? (
        <Button
          type="button"
          label="Añadir a Google Wallet"
          icon="pi pi-google"
          size="small"
          severity="secondary"
          aria-label={`Añadir a Google Wallet: ${label}`}
          loading={busy === 'google'}
          onClick={() => void run('google')}
        />
      ) : null}
      {options.data.apple ? (
        <Button
          type="button"
          label="Añadir a Apple Wallet"
          icon="pi pi-apple"
          size="small"
          severity="secondary"
          aria-label={`Añadir a Apple Wallet: ${label}`}
          loading={busy === 'apple'}
          onClick={() => void run('apple')}
        />
      ) : null}
      {error ? (
        <small className="p-error block" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
