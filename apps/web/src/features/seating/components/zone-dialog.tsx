import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZONE_TYPES } from '@tickera/shared/constants';
import type { EventDetail } from '@tickera/shared/schemas/events';
import { FormDialog } from '../../../components/form-dialog';
import { DropdownField, NumberField, TextField, fieldsOf } from '../../../components/form-field';
import { createZone, updateZone } from '../api/zones-api';

type Zone = EventDetail['zones'][number];

const formSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'El nombre es obligatorio' }).max(60),
    code: z.string().trim(),
    type: z.enum(ZONE_TYPES),
    layout: z.enum(['NUMBERED', 'TABLES', 'GENERAL_ADMISSION']),
    basePrice: z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Precio inválido (ej. 25.00)' }),
    maxSeatsWeb: z.number().int().min(1).max(100).nullable(),
    isNew: z.boolean(),
  })
  .refine((v) => !v.isNew || /^[A-Za-z0-9-_]{2,30}$/.test(v.code), {
    message: 'Código inválido (2 a 30 letras, números o guiones)',
    path: ['code'],
  });
type ZoneForm = z.infer<typeof formSchema>;

const TYPES = ZONE_TYPES.map((t) => ({
  value: t,
  label: t === 'GENERAL' ? 'General' : t === 'DANCEFLOOR' ? 'Dancefloor' : 'VIP',
}));
const LAYOUTS = [
  { value: 'NUMBERED', label: 'Asientos numerados' },
  { value: 'TABLES', label: 'Mesas' },
];
/** A plan's general-admission zone keeps its layout (decision 052): shown, not offered. */
const GENERAL_LAYOUT = [{ value: 'GENERAL_ADMISSION', label: 'Entradas generales (sin asiento)' }];
/** The layouts staff may choose (the form only offers these). */
const arranged = (layout: ZoneForm['layout']) =>
  layout === 'GENERAL_ADMISSION' ? 'NUMBERED' : layout;

interface ZoneDialogProps {
  eventId: string;
  zone: Zone | null;
  nextIndex: number;
  onHide: () => void;
}

/** Add a zone, or change its name, type, price and the web limit. */
export function ZoneDialog({ eventId, zone, nextIndex, onHide }: ZoneDialogProps) {
  const form = useForm<ZoneForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: zone?.name ?? '',
      code: zone?.code ?? '',
      type: (zone?.type as ZoneForm['type']) ?? 'GENERAL',
      layout: (zone?.layout as ZoneForm['layout']) ?? 'NUMBERED',
      basePrice: zone?.basePrice ?? '',
      maxSeatsWeb: zone?.maxSeatsWeb ?? null,
      isNew: !zone,
    },
  });
  const f = fieldsOf(form, 'zone');
  const general = zone?.layout === 'GENERAL_ADMISSION';

  return (
    <FormDialog
      header={zone ? `Editar zona ${zone.name}` : 'Nueva zona'}
      onHide={onHide}
      width="min(36rem, 95vw)"
      form={form}
      save={({ isNew: _new, code, layout, ...v }) =>
        zone
          ? updateZone(zone.id, general ? v : { ...v, layout: arranged(layout) })
          : createZone(eventId, { ...v, layout: arranged(layout), code, index: nextIndex })
      }
      invalidates={[['events']]}
      successToast={(saved) => [zone ? 'Zona actualizada' : 'Zona creada', saved.name]}
      failureSummary="No se pudo guardar la zona"
      onSaved={onHide}
      submitLabel="Guardar zona"
      submitIcon="pi pi-save"
    >
      <TextField {...f.text('name')} label="Nombre" className="col-12 md:col-6" />
      <TextField
        {...f.text('code')}
        label="Código"
        className="col-12 md:col-6"
        input={{ disabled: !!zone }}
      />
      <DropdownField
        {...f.bound('type')}
        label="Tipo"
        className="col-12 md:col-6"
        dropdown={{ options: TYPES }}
      />
      <DropdownField
        {...f.bound('layout')}
        label="Distribución"
        className="col-12 md:col-6"
        dropdown={{ options: general ? GENERAL_LAYOUT : LAYOUTS, disabled: general }}
      />
      <TextField
        {...f.text('basePrice')}
        label="Precio base (USD)"
        hint="Ej. 25.00"
        className="col-12 md:col-6"
        input={{ inputMode: 'decimal' }}
      />
      <NumberField
        {...f.bound('maxSeatsWeb')}
        label="Máximo por compra web"
        hint="Vacío: sin límite propio"
        className="col-12 md:col-6"
        min={1}
        max={100}
        grouping={false}
      />
    </FormDialog>
  );
}
