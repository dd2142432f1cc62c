import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from 'primereact/multiselect';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  membershipTypeInputSchema,
  type MembershipType,
} from '@tickera/shared/schemas/memberships';
import { FormDialog } from '../../../components/form-dialog';
import { CheckboxField, FormField, TextField, fieldsOf } from '../../../components/form-field';
import { adminEventsQuery } from '../../events/api/events-api';
import { formatDate } from '../../../lib/format';
import { createMembershipType, updateMembershipType } from '../api/memberships-api';

const formSchema = membershipTypeInputSchema.extend({ isActive: z.boolean() });
type TypeForm = z.input<typeof formSchema>;
type TypeValues = z.output<typeof formSchema>;

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
export function MembershipTypeDialog({
  type,
  onHide,
}: {
  type: MembershipType | null;
  onHide: () => void;
}) {
  const events = useQuery(adminEventsQuery());
  const form = useForm<TypeForm, unknown, TypeValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      code: type?.code ?? '',
      name: type?.name ?? '',
      price: type?.price ?? '',
      eventIds: type?.eventIds ?? [],
      zoneCode: type?.zoneCode ?? '',
      isActive: type?.isActive ?? true,
    },
  });
  const f = fieldsOf(form, 'membership-type');
  const eventsError = form.formState.errors.eventIds?.message;

  return (
    <FormDialog
      header={type ? `Editar ${type.name}` : 'Nuevo tipo de membresía'}
      onHide={onHide}
      width="min(40rem, 95vw)"
      form={form}
      save={({ zoneCode, isActive, code, eventIds, ...v }) =>
        type
          ? updateMembershipType(type.id, { ...v, zoneCode: zoneCode || null, isActive })
          : createMembershipType({ ...v, code, eventIds, zoneCode: zoneCode || null })
      }
      invalidates={[['memberships']]}
      successToast={(saved) => [type ? 'Tipo actualizado' : 'Tipo de membresía creado', saved.name]}
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
          input={{
            ...(t.name === 'price' ? { inputMode: 'decimal' as const } : {}),
            // A sold type keeps its code.
            disabled: !!type && t.name === 'code',
          }}
        />
      ))}
      {type ? (
        <p className="col-12 m-0 text-color-secondary">
          Temporada: {type.events.map((e) => e.name).join(' · ')} (no cambia una vez creado el
          tipo).
        </p>
      ) : null}
      {type ? (
        <CheckboxField
          {...f.bound('isActive')}
          label="Tipo activo (se puede vender)"
          className="col-12 flex align-items-center gap-2"
        />
      ) : null}
      {type ? null : (
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
      )}
    </FormDialog>
  );
}
