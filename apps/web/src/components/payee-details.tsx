import type { PaymentAccount } from '@tickera/shared/schemas/settings';
import './payee-details.css';

/** 0102-0123-45-0000123456: how Venezuelan banks print a 20-digit account. */
export function formatAccount(n: string): string {
  return n.replace(/^(\d{4})(\d{4})(\d{2})(\d{10})$/, '$1-$2-$3-$4');
}

const TITLES: Record<PaymentAccount['method'], string> = {
  TRANSFERENCIA: 'Datos para su transferencia',
  PAGO_MOVIL: 'Datos para su pago móvil',
  ZELLE: 'Datos para su pago por Zelle',
};

/** Where the money goes: the bank and account or phone, or the Zelle address. */
function Destination({ account }: { account: PaymentAccount }) {
  if (account.method === 'ZELLE')
    return (
      <>
        <dt>Correo Zelle</dt>
        <dd>{account.email}</dd>
      </>
    );
  return (
    <>
      <dt>Banco</dt>
      <dd>
        {account.bankCode} - {account.bankName}
      </dd>
      {account.method === 'PAGO_MOVIL' ? (
        <>
          <dt>Teléfono</dt>
          <dd>{account.phone}</dd>
        </>
      ) : (
        <>
          <dt>Cuenta</dt>
          <dd>{formatAccount(account.accountNumber ?? '')}</dd>
        </>
      )}
    </>
  );
}

/**
 * Where to send the money for a method: the operator's account from the business settings
 * (checkout shows the one chosen, Soporte all of them).
 */
export function PayeeDetails({ account }: { account: PaymentAccount }) {
  return (
    <div className="payee-details">
      <p className="payee-title">
        <i
          className={account.method === 'ZELLE' ? 'pi pi-send' : 'pi pi-building-columns'}
          aria-hidden="true"
        />
        {TITLES[account.method]}
      </p>
      <dl className="facts-grid">
        <dt>Beneficiario</dt>
        <dd>{account.holderName}</dd>
        {account.holderId ? (
          <>
            <dt>Cédula/RIF</dt>
            <dd>{account.holderId}</dd>
          </>
        ) : null}
        <Destination account={account} />
      </dl>
    </div>
  );
}
