import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import type { CartSummary } from '@tickera/shared/schemas/holds';
import type { PaymentAccount } from '@tickera/shared/schemas/settings';
import { PAYMENT_METHOD_LABELS, type BANK_METHODS } from '@tickera/shared/schemas/orders';
import { CurrencyInput } from '../../../components/currency-input';
import {
  DropdownField,
  FormField,
  TextField,
  fieldAria,
  fieldsOf,
} from '../../../components/form-field';
import {
  checkoutFormSchema,
  todayInCaracas,
  type CheckoutForm,
  type CheckoutValues,
} from '../checkout-form';
import { PayeeDetails } from '../../../components/payee-details';
import { bankOptionsQuery } from '../../stores/api/banks-api';
import { PAYMENT_CURRENCIES } from '../api/payment-api';
import { formatMoney } from '../../../lib/format';

type BankMethod = (typeof BANK_METHODS)[number];
const METHODS: { label: string; value: BankMethod }[] = [
  { label: PAYMENT_METHOD_LABELS.TRANSFERENCIA, value: 'TRANSFERENCIA' },
  { label: PAYMENT_METHOD_LABELS.PAGO_MOVIL, value: 'PAGO_MOVIL' },
];

interface PaymentFormProps {
  summary: CartSummary | undefined;
  /** The operator's accounts for the bank methods (at least one). */
  accounts: PaymentAccount[];
  disabled: boolean;
  /** Sends the order; answers server field errors to show under the fields. */
  onSubmit: (values: CheckoutValues) => Promise<Partial<Record<string, string>> | null>;
}

/** Step 2: how and where the buyer paid (bank, reference, date, amount, currency). */
/** What the buyer owes, in both currencies, and the coupon's share when there is one. */
function amountHint(s: CartSummary): string {
  const owed = `Total a pagar: ${formatMoney(s.totalVes, 'VES')} (${formatMoney(s.total)})`;
  return Number(s.discount) > 0
    ? `${owed}, ya con ${formatMoney(s.discount)} de descuento del cupón ${s.couponCode}.`
    : `${owed}.`;
}

export function PaymentForm({ summary, accounts, disabled, onSubmit }: PaymentFormProps) {
  const offered = METHODS.filter((m) => accounts.some((a) => a.method === m.value));
  const banks = useQuery(bankOptionsQuery());
  const [today] = useState(todayInCaracas);
  const form = useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      paymentMethod: offered[0]?.value ?? 'TRANSFERENCIA',
      payment: { bankId: '', reference: '', amount: '0.00', date: today, currency: 'VES' },
    },
  });
  const { control, handleSubmit, setValue, setError, watch, formState } = form;
  const f = fieldsOf(form, 'pay');
  const { errors, isSubmitting } = formState;
  const method = watch('paymentMethod');
  const account = accounts.find((a) => a.method === method);
  const currency = watch('payment.currency');
  const totalFor = (c: string) => (c === 'USD' ? summary?.total : summary?.totalVes);

  // Prefill the amount with the total (Bs.S by default) until the buyer types one.
  const typed = useRef(false);
  const total = totalFor(currency);
  useEffect(() => {
    if (total && !typed.current) setValue('payment.amount', total);
  }, [total, setValue]);

  const submit = async (values: CheckoutValues) => {
    const fieldErrors = await onSubmit(values);
    for (const [path, message] of Object.entries(fieldErrors ?? {})) {
      setError(path as keyof CheckoutForm, { message }, { shouldFocus: true });
    }
  };

  const bankOptions = banks.data ?? [];
  const e = errors.payment;

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Datos del pago">
      <fieldset disabled={disabled} className="payment-fieldset">
        <div className="field">
          <span className="block font-medium mb-2" id="method-label">
            Método de pago
          </span>
          <Controller
            name="paymentMethod"
            control={control}
            render={({ field }) => (
              <SelectButton
                value={field.value}
                options={offered}
                onChange={(ev) => ev.value && field.onChange(ev.value)}
                allowEmpty={false}
                disabled={disabled}
                aria-labelledby="method-label"
              />
            )}
          />
        </div>
        {account ? <PayeeDetails account={account} /> : null}
        <div className="formgrid grid">
          <DropdownField
            {...f.bound('payment.bankId')}
            label="Banco de origen"
            className="col-12"
            dropdown={{
              options: bankOptions,
              placeholder: 'Seleccione su banco',
              filter: true,
              filterPlaceholder: 'Buscar banco',
              loading: banks.isPending,
              disabled,
            }}
          />
          <TextField
            {...f.text('payment.reference')}
            label="Número de referencia"
            className="col-12 md:col-7"
            input={{ autoComplete: 'off' }}
          />
          <TextField
            {...f.text('payment.date')}
            label="Fecha del pago"
            type="date"
            className="col-12 md:col-5"
            input={{ max: today }}
          />
          <div className="field col-12 md:col-5">
            <span className="block font-medium mb-2" id="currency-label">
              Moneda
            </span>
            <Controller
              name="payment.currency"
              control={control}
              render={({ field }) => (
                <SelectButton
                  value={field.value}
                  options={PAYMENT_CURRENCIES}
                  allowEmpty={false}
                  disabled={disabled}
                  aria-labelledby="currency-label"
                  onChange={(ev) => {
                    if (!ev.value) return;
                    field.onChange(ev.value);
                    const next = totalFor(ev.value as string);
                    if (next) setValue('payment.amount', next);
                  }}
                />
              )}
            />
          </div>
          <FormField
            id="pay-amount"
            label="Monto pagado"
            error={e?.amount?.message}
            hint={summary ? amountHint(summary) : undefined}
            className="col-12 md:col-7"
          >
            <Controller
              name="payment.amount"
              control={control}
              render={({ field }) => (
                <CurrencyInput
                  id="pay-amount"
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    typed.current = true;
                    field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  currencyLabel={currency === 'USD' ? 'USD' : 'Bs.S'}
                  className="w-full"
                  invalid={!!e?.amount}
                  {...fieldAria('pay-amount', e?.amount?.message)}
                />
              )}
            />
          </FormField>
        </div>
        <Button
          type="submit"
          label="Confirmar compra"
          icon="pi pi-check"
          size="large"
          className="w-full"
          loading={isSubmitting}
          disabled={disabled || !summary}
        />
      </fieldset>
    </form>
  );
}
