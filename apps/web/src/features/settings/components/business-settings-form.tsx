import { useEffect } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { settingsInputSchema, type Settings } from '@tickera/shared/schemas/settings';
import { FormField, NumberField, TextField } from '../../../components/form-field';
import { activeBanksQuery } from '../../stores/api/banks-api';
import { fieldErrorsOf, messageOf } from '../../../lib/http';
import { saveSettings, settingsQuery } from '../api/settings-api';
import { useToast } from '../../../lib/toast';
import {
  METHODS,
  bankCodeIssues,
  toFormValues,
  toSettingsInput,
  type BusinessValues,
} from '../business-form';

/** Admin-only "Negocio": who the buyers pay, where they ask for help, how long they have to pay. */
export function BusinessSettingsSection() {
  const settings = useQuery(settingsQuery());
  return (
    <section className="card mt-3" aria-labelledby="business-settings-title">
      <h2 id="business-settings-title" className="text-xl font-semibold mt-0 mb-2">
        Negocio
      </h2>
      <p className="mt-0 mb-4 text-color-secondary">
        Lo que ven los compradores al pagar, en los correos de pago y en la factura.
      </p>
      {settings.data ? (
        <BusinessSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <p role="alert">{messageOf(settings.error, 'No se pudieron cargar los datos.')}</p>
      ) : (
        <p>Cargando…</p>
      )}
    </section>
  );
}

function BusinessSettingsForm({ settings }: { settings: Settings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const banks = useQuery(activeBanksQuery());
  const form = useForm<BusinessValues>({ defaultValues: toFormValues(settings) });
  const { register, control, handleSubmit, setError, clearErrors, reset, watch } = form;
  const errors = form.formState.errors;
  useEffect(() => reset(toFormValues(settings)), [settings, reset]);

  const showFieldErrors = (fields: Record<string, string>, fieldOf: (p: string) => string) => {
    for (const [path, message] of Object.entries(fields))
      setError(fieldOf(path) as FieldPath<BusinessValues>, { message });
  };

  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery().queryKey, saved);
      toast.show('success', 'Datos del negocio guardados');
    },
  });

  const submit = handleSubmit((values) => {
    clearErrors();
    const { body, fieldOf } = toSettingsInput(values);
    const parsed = settingsInputSchema.safeParse(body);
    const issues = parsed.success
      ? bankCodeIssues(parsed.data, banks.data ?? [])
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    if (Object.keys(issues).length) {
      showFieldErrors(issues, fieldOf);
      return;
    }
    mutation.mutate(body, {
      onError: (error) => {
        showFieldErrors(fieldErrorsOf(error), fieldOf);
        toast.show('error', 'No se pudo guardar', messageOf(error, 'Intente nuevamente.'));
      },
    });
  });

  const text = (
    name: FieldPath<BusinessValues>,
    label: string,
    hint?: string,
    className = 'col-12 md:col-6',
  ) => {
    const error = name
      .split('.')
      .reduce<unknown>((e, k) => (e as Record<string, unknown>)?.[k], errors) as
      { message?: string } | undefined;
    return (
      <TextField
        id={`business-${name.replaceAll('.', '-')}`}
        label={label}
        hint={hint}
        error={error?.message}
        className={className}
        registration={register(name)}
      />
    );
  };

  const bankOptions = (banks.data ?? []).map((b) => ({
    value: b.id,
    label: `${b.code} - ${b.name}`,
  }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="formgrid grid">
        {text('name', 'Razón social')}
        {text('rif', 'RIF', 'Ej. J-12345678-9')}
        {text('supportEmail', 'Correo de soporte')}
        {text('supportWhatsApp', 'WhatsApp de soporte', 'Ej. 0414-1234567')}
        <NumberField
          id="business-paymentDeadlineMinutes"
          label="Plazo para pagar (minutos)"
          hint="Una orden sin pago se anula al vencer el plazo. 1440 = un día."
          control={control}
          name="paymentDeadlineMinutes"
          error={errors.paymentDeadlineMinutes?.message}
          className="col-12 md:col-6"
          min={0}
          grouping={false}
          empty={0}
        />
      </div>

      <h3 className="text-lg font-semibold mt-3 mb-2">Cuentas de cobro</h3>
      {METHODS.map(({ method, title }) => {
        const enabled = watch(`accounts.${method}.enabled`);
        const accountErrors = errors.accounts?.[method];
        const checkboxId = `business-${method}-enabled`;
        return (
          <fieldset
            key={method}
            className="payee-account border-1 surface-border border-round p-3 mb-3"
          >
            <legend className="font-semibold px-2">{title}</legend>
            <div className="flex align-items-center gap-2 mb-3">
              <Controller
                control={control}
                name={`accounts.${method}.enabled`}
                render={({ field }) => (
                  <Checkbox
                    inputId={checkboxId}
                    checked={field.value}
                    onChange={(e) => field.onChange(!!e.checked)}
                  />
                )}
              />
              <label htmlFor={checkboxId}>
                Ofrecer {method === 'ZELLE' ? title : title.toLowerCase()} en la compra en línea
              </label>
            </div>
            {enabled ? (
              <div className="formgrid grid">
                {method !== 'ZELLE' ? (
                  <FormField
                    id={`business-${method}-bankId`}
                    label="Banco"
                    error={accountErrors?.bankId?.message}
                    className="col-12 md:col-6"
                  >
                    <Controller
                      control={control}
                      name={`accounts.${method}.bankId`}
                      render={({ field }) => (
                        <Dropdown
                          inputId={`business-${method}-bankId`}
                          value={field.value}
                          options={bankOptions}
                          onChange={(e) => field.onChange(e.value)}
                          placeholder="Seleccione el banco"
                          filter
                          className="w-full"
                          invalid={!!accountErrors?.bankId}
                        />
                      )}
                    />
                  </FormField>
                ) : null}
                {method === 'TRANSFERENCIA'
                  ? text(
                      `accounts.${method}.accountNumber`,
                      'Número de cuenta',
                      '20 dígitos; empieza con el código del banco',
                    )
                  : null}
                {method === 'PAGO_MOVIL'
                  ? text(`accounts.${method}.phone`, 'Teléfono', 'Ej. 0414-1234567')
                  : null}
                {method === 'ZELLE' ? text(`accounts.${method}.email`, 'Correo Zelle') : null}
                {text(`accounts.${method}.holderName`, 'Titular')}
                {text(
                  `accounts.${method}.holderId`,
                  method === 'ZELLE'
                    ? 'Cédula o RIF del titular (opcional)'
                    : 'Cédula o RIF del titular',
                  'Ej. V-12345678 o J-12345678-9',
                )}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex justify-content-end">
        <Button
          type="submit"
          label="Guardar datos del negocio"
          icon="pi pi-save"
          loading={mutation.isPending}
        />
      </div>
    </form>
  );
}
