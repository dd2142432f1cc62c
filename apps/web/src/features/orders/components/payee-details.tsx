import type { BANK_METHODS } from '@tickera/shared/schemas/orders';
import { PAYEE } from '../payment-instructions';

/** Where to send the money, for the method chosen. */
export function PayeeDetails({ method }: { method: (typeof BANK_METHODS)[number] }) {
  return (
    <div className="payee-details">
      <p className="payee-title">
        <i className="pi pi-building-columns" aria-hidden="true" />
        {method === 'PAGO_MOVIL' ? 'Datos para su pago móvil' : 'Datos para su transferencia'}
      </p>
      <dl>
        <dt>Beneficiario</dt>
        <dd>{PAYEE.company}</dd>
        <dt>RIF</dt>
        <dd>{PAYEE.rif}</dd>
        <dt>Banco</dt>
        <dd>{PAYEE.bank}</dd>
        {method === 'PAGO_MOVIL' ? (
          <>
            <dt>Teléfono</dt>
            <dd>{PAYEE.mobilePhone}</dd>
          </>
        ) : (
          <>
            <dt>Cuenta corriente</dt>
            <dd>{PAYEE.account}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
