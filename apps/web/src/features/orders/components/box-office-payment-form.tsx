import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { PAYMENT_METHODS } from '@tickera/shared/constants';
import { can } from '@tickera/shared/permissions';
import { CheckboxField, FormField, fieldsOf } from '../../../components/form-field';
import { useAuth } from '../../../lib/session';
import {
  boxOfficeFormSchema,
  needsBankDetails,
  todayInCaracas,
  type BoxOfficeForm,
} from '../box-office-form';
import { BankPaymentFields } from './bank-payment-fields';
import { paymentMethodLabel } from './order-labels';

interface BoxOfficePaymentFormProps {
  /** What the sale charges in Bs.S and USD: the amount a transfer starts with. */
  totalVes?: string;
  total?: string;
  onSubmit: (values: BoxOfficeForm) => Promise<Record<string, string> | null>;
  /** The buyer picker (the customers feature's), told the field's error and where to report. */
  renderCustomer: (field: { error?: string; onChange: (customerId: string) => void }) => ReactNode;
  /** A single order's extras (courtesy, credit, notes); off for a membership. */
  orderOptions?: boolean;
  submitLabel?: string;
}

/** Customer, method, bank details when needed, courtesy/credit for supervisors. */
export function BoxOfficePaymentForm(props: BoxOfficePaymentFormProps) {
  const { totalVes, total, onSubmit, renderCustomer, orderOptions = true } = props;
  const { user } = useAuth();
  const form = useForm<BoxOfficeForm>({
    resolver: zodResolver(boxOfficeFormSchema),
    defaultValues: {
      customerId: '',
      paymentMethod: 'EFECTIVO_USD',
      bankId: '',
      reference: '',
      amount: totalVes ?? '0',
      date: todayInCaracas(),
      currency: 'VES',
      courtesy: false,
      credit: false,
      notes: '',
    },
  });
  const { control, register, handleSubmit, watch, setValue, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const f = fieldsOf(form, 'pay');
  const method = watch('paymentMethod');
  const currency = watch('currency');
  const courtesy = watch('courtesy');

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      setError(field as keyof BoxOfficeForm, { message });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="section-title">Cliente</h2>
      {renderCustomer({
        error: errors.customerId?.message,
        onChange: (customerId) =>
          setValue('customerId', customerId, { shouldValidate: !!customerId }),
      })}
      <h2 className="section-title mt-4">Método de pago</h2>
      <Controller
        name="paymentMethod"
        control={control}
        render={({ field }) => (
          <div className="grid" role="radiogroup" aria-label="Método de pago">
            {PAYMENT_METHODS.map((m) => (
              <div key={m} className="col-12 sm:col-6 lg:col-4 flex align-items-center gap-2">
                <RadioButton
                  inputId={`pay-method-${m}`}
                  name="paymentMethod"
                  value={m}
                  checked={field.value === m}
                  onChange={(e) => {
                    field.onChange(e.value);
                    setValue('currency', m === 'ZELLE' || m === 'EFECTIVO_USD' ? 'USD' : 'VES');
                    setValue(
                      'amount',
                      m === 'ZELLE' || m === 'EFECTIVO_USD' ? (total ?? '0') : (totalVes ?? '0'),
                    );
                  }}
                />
                <label htmlFor={`pay-method-${m}`}>{paymentMethodLabel(m)}</label>
              </div>
            ))}
          </div>
        )}
      />
      {needsBankDetails(method) && !courtesy ? (
        <BankPaymentFields form={form} currency={currency} />
      ) : null}
      {orderOptions && (can(user?.role, 'orders.courtesy') || can(user?.role, 'orders.credit')) ? (
        <div className="flex flex-wrap gap-4 my-3">
          {can(user?.role, 'orders.courtesy') ? (
            <CheckboxField {...f.bound('courtesy')} label="Cortesía (sin cobro)" />
          ) : null}
          {can(user?.role, 'orders.credit') ? (
            <CheckboxField {...f.bound('credit')} label="Crédito (paga después)" />
          ) : null}
        </div>
      ) : null}
      {orderOptions ? (
        <FormField
          id="pay-notes"
          label="Notas (opcional)"
          error={errors.notes?.message}
          className="mt-3"
        >
          <InputTextarea
            id="pay-notes"
            className="w-full"
            rows={2}
            autoResize
            {...register('notes')}
          />
        </FormField>
      ) : null}
      <Button
        type="submit"
        label={props.submitLabel ?? 'Registrar venta'}
        icon="pi pi-check"
        size="large"
        className="w-full md:w-auto"
        loading={isSubmitting}
      />
    </form>
  );
}
