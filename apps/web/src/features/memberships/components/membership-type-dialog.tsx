import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from 'primereact/multiselect';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { membershipTypeInputSchema } from '@tickera/shared/schemas/memberships';
import { FormDialog } from '../../../components/form-dialog';
import { FormField, TextField, fieldsOf } from '../../../components/form-field';
import { adminEventsQuery } from '../../../lib/catalog-api';
import { formatDate } from '../../../lib/format';
import { createMembershipType } from '../api/memberships-api';

type TypeForm = z.input<typeof membershipTypeInputSchema>;
type TypeValues = z.output<typeof membershipTypeInputSchema>;

const TEXTS: { name: keyof TypeForm; label: string; cls: string; hint?: string }[] = [
  { name: 'name', label: 'Nombre', cls: 'col-12 md:col-8' },
  { name: 'code', label: 'Código', cls: 'col-12 md:col-4' },
  {
    name: 'price',
    label: 'Precio por asiento (USD)',
    hint: 'Toda la temporada, todo incluido',
    cls: 'col-12 md:col-6',
  },
  {
    name: 'zoneCode',
    label: 'Código de zona (opcional)',
    hint: 'Vacío: cualquier zona',
    cls: 'col-12 md:col-6',
  },
];

/** A season: code, name, price a seat for the whole season, its events and (optionally) its zone. */
export function MembershipTypeDialog({ onHide }: { onHide: () => void }) {
  const events = useQuery(adminEventsQuery());
  const form = useForm<TypeForm, unknown, TypeValues>({
    resolver: zodResolver(membershipTypeInputSchema),
    defaultValues: { code: '', name: '', price: '', eventIds: [], zoneCode: '' },
  });
  const f = fieldsOf(form, 'membership-type');
  const eventsError = form.formState.errors.eventIds?.message;

  return (
    <FormDialog
      header="Nuevo tipo de membresía"
      onHide={onHide}
      width="min(40rem, 95vw)"
      form={form}
      save={({ zoneCode, ...v }) => createMembershipType({ ...v, zoneCode: zoneCode || null })}
      invalidates={[['memberships']]}
      successToast={(saved) => ['Tipo de membresía creado', saved.name]}
      failureSummary="No se pudo guardar el tipo de membresía"
      onSaved={onHide}
      submitLabel="Guardar tipo"
      submitIcon="pi pi-save"
    >
      {TEXTS.map((t) => (
        <TextField
          key={t.name}
          {...f.text(t.name)}
          label={t.label}
          hint={t.hint}
          className={t.cls}
          input={t.name === 'price' ? { inputMode: 'decimal' } : undefined}
        />
      ))}
      <FormField
        id="membership-type-event-ids"
        label="Eventos de la temporada"
        error={eventsError}
        hint="Los asientos se eligen en el mapa del primero por fecha"
        className="col-12"
      >
        <Controller
          name="eventIds"
          control={form.control}
          render={({ field }) => (
            <MultiSelect
              inputId="membership-type-event-ids"
              className="w-full"
              value={field.value}
              options={(events.data ?? []).map((e) => ({
                value: e.id,
                label: `${e.name} · ${formatDate(e.startAt)}`,
              }))}
              onChange={(e) => field.onChange(e.value)}
              placeholder={events.isPending ? 'Cargando eventos…' : 'Elija los eventos'}
              display="chip"
              filter
              invalid={!!eventsError}
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
