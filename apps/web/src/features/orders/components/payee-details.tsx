import type { PaymentAccount } from '@tickera/shared/schemas/settings';

/** 0102-0123-45-0000123456: how Venezuelan banks print a 20-digit account. */
export function formatAccount(n: string): string {
  return n.replace(/^(\d{4})(\d{4})(\d{2})(\d{10})$/, '$1-$2-$3-$4');
}

/** Where to send the money for the method chosen: the operator's account from the settings. */
export function PayeeDetails({ account }: { account: PaymentAccount }) {
  return (
    <div className="payee-details">
      <p className="payee-title">
        <i className="pi pi-building-columns" aria-hidden="true" />
        {account.method === 'PAGO_MOVIL'
          ? 'Datos para su pago móvil'
          : 'Datos para su transferencia'}
      </p>
      <dl>
        <dt>Beneficiario</dt>
        <dd>{account.holderName}</dd>
        {account.holderId ? (
          <>
            <dt>Cédula/RIF</dt>
            <dd>{account.holderId}</dd>
          </>
        ) : null}
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
      </dl>
    </div>
  );
}
