import { Controller, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { SelectButton } from 'primereact/selectbutton';
import { CurrencyInput } from '../../../components/currency-input';
import {
  DropdownField,
  FormField,
  TextField,
  fieldAria,
  fieldsOf,
} from '../../../components/form-field';
import { bankOptionsQuery } from '../../stores/api/banks-api';
import { PAYMENT_CURRENCIES } from '../api/payment-api';
import type { BoxOfficeForm } from '../box-office-form';

interface BankPaymentFieldsProps {
  form: UseFormReturn<BoxOfficeForm>;
  currency: 'VES' | 'USD';
}

/** Bank, reference, date, currency and amount of a transfer or pago móvil. */
export function BankPaymentFields({ form, currency }: BankPaymentFieldsProps) {
  const banks = useQuery(bankOptionsQuery());
  const { control } = form;
  const { errors } = form.formState;
  const f = fieldsOf(form, 'pay');
  return (
    <div className="formgrid grid">
      <DropdownField
        {...f.bound('bankId')}
        label="Banco de origen"
        className="col-12 md:col-6"
        cleared=""
        dropdown={{
          options: banks.data ?? [],
          placeholder: banks.isPending ? 'Cargando bancos…' : 'Elija el banco',
          filter: true,
          emptyMessage: 'No hay bancos activos',
          emptyFilterMessage: 'Ningún banco coincide',
        }}
      />
      <TextField
        {...f.text('reference')}
        label="Referencia"
        className="col-12 md:col-6"
        input={{ autoComplete: 'off' }}
      />
      <TextField
        {...f.text('date')}
        label="Fecha del pago"
        type="date"
        className="col-12 md:col-4"
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
