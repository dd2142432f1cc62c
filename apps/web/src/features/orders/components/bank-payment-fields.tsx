import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { CurrencyInput } from '../../../components/currency-input';
import { FormField, TextField, fieldAria } from '../../../components/form-field';
import { bankOptionsQuery } from '../../../lib/banks-api';
import { PAYMENT_CURRENCIES } from '../api/payment-api';
import type { BoxOfficeForm } from '../box-office-form';

interface BankPaymentFieldsProps {
  control: Control<BoxOfficeForm>;
  register: UseFormRegister<BoxOfficeForm>;
  errors: FieldErrors<BoxOfficeForm>;
  currency: 'VES' | 'USD';
}

/** Bank, reference, date, currency and amount of a transfer or pago móvil. */
export function BankPaymentFields({ control, register, errors, currency }: BankPaymentFieldsProps) {
  const banks = useQuery(bankOptionsQuery());
  return (
    <div className="formgrid grid">
      <FormField
        id="pay-bank"
        label="Banco de origen"
        error={errors.bankId?.message}
        className="col-12 md:col-6"
      >
        <Controller
          name="bankId"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="pay-bank"
              className="w-full"
              value={field.value || null}
              options={banks.data ?? []}
              placeholder={banks.isPending ? 'Cargando bancos…' : 'Elija el banco'}
              filter
              emptyMessage="No hay bancos activos"
              emptyFilterMessage="Ningún banco coincide"
              invalid={!!errors.bankId}
              onChange={(e) => field.onChange((e.value as string | null) ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <TextField
        id="pay-reference"
        label="Referencia"
        error={errors.reference?.message}
        className="col-12 md:col-6"
        input={{ autoComplete: 'off' }}
        registration={register('reference')}
      />
      <TextField
        id="pay-date"
        label="Fecha del pago"
        type="date"
        error={errors.date?.message}
        className="col-12 md:col-4"
        registration={register('date')}
      />
      <div className="field col-12 md:col-3">
        <span id="pay-currency-label" className="block font-medium mb-2">
          Moneda
        </span>
        <Controller
          name="currency"
          control={control}
          render={({ field }) => (
            <SelectButton
              aria-labelledby="pay-currency-label"
              value={field.value}
              options={PAYMENT_CURRENCIES}
              allowEmpty={false}
              onChange={(e) => field.onChange(e.value)}
            />
          )}
        />
      </div>
      <FormField
        id="pay-amount"
        label="Monto pagado"
        error={errors.amount?.message}
        className="col-12 md:col-5"
      >
        <Controller
          name="amount"
          control={control}
          render={({ field }) => (
            <CurrencyInput
              id="pay-amount"
              className="w-full"
              currencyLabel={currency === 'USD' ? 'USD' : 'Bs.S'}
              value={field.value}
              invalid={!!errors.amount}
              {...fieldAria('pay-amount', errors.amount?.message)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
    </div>
  );
}
