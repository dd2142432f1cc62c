import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { couponRuleProblems, type Coupon } from '@tickera/shared/schemas/coupons';
import { FormDialog } from '../../../components/form-dialog';
import {
  CheckboxField,
  DropdownField,
  NumberField,
  TextField,
  fieldsOf,
} from '../../../components/form-field';
import { adminEventsQuery } from '../../events/api/events-api';
import { createCoupon, updateCoupon } from '../api/coupons-api';

const TYPES = [
  { label: 'Porcentaje (%)', value: 'PERCENT' },
  { label: 'Monto fijo (USD)', value: 'FIXED' },
];

const LIMITS = [
  { name: 'maxUses', label: 'Máximo de usos' },
  { name: 'maxUsesPerCustomer', label: 'Usos por cliente' },
] as const;
const DAYS = [
  { name: 'validFrom', label: 'Válido desde' },
  { name: 'validTo', label: 'Válido hasta' },
] as const;

const CARACAS = '-04:00';
const startOf = (day: string) => (day ? `${day}T00:00:00${CARACAS}` : null);
const endOf = (day: string) => (day ? `${day}T23:59:59${CARACAS}` : null);

const formSchema = z
  .object({
    code: z.string().trim().min(1, { error: 'El código es obligatorio' }),
    eventId: z.string().min(1, { error: 'Elija el evento' }),
    discountType: z.enum(['PERCENT', 'FIXED']),
    discountValue: z.string().trim().min(1, { error: 'El valor del descuento es obligatorio' }),
    maxUses: z.number().nullable(),
    maxUsesPerCustomer: z.number().nullable(),
    /** Days (AAAA-MM-DD) in Caracas: from the start of the first to the end of the last. */
    validFrom: z.string(),
    validTo: z.string(),
    isActive: z.boolean(),
  })
  // The server's rules across fields, checked here first (the server checks them again).
  .superRefine((c, ctx) => {
    const rules = { ...c, validFrom: startOf(c.validFrom), validTo: endOf(c.validTo) };
    for (const [path, message] of Object.entries(couponRuleProblems(rules)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
type CouponForm = z.input<typeof formSchema>;
type CouponValues = z.output<typeof formSchema>;

const dayOf = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(iso))
    : '';

/** A coupon of an event: code, percentage or fixed amount, uses, the days it is valid. */
export function CouponDialog({ coupon, onHide }: { coupon: Coupon | null; onHide: () => void }) {
  const events = useQuery(adminEventsQuery());
  const form = useForm<CouponForm, unknown, CouponValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      code: coupon?.code ?? '',
      eventId: coupon?.eventId ?? '',
      discountType: coupon?.discountType ?? 'PERCENT',
      discountValue: coupon?.discountValue ?? '',
      maxUses: coupon?.maxUses ?? null,
      maxUsesPerCustomer: coupon?.maxUsesPerCustomer ?? null,
      validFrom: dayOf(coupon?.validFrom ?? null),
      validTo: dayOf(coupon?.validTo ?? null),
      isActive: coupon?.isActive ?? true,
    },
  });
  const f = fieldsOf(form, 'coupon');
  const percent = form.watch('discountType') === 'PERCENT';

  return (
    <FormDialog
      header={coupon ? `Editar cupón ${coupon.code}` : 'Nuevo cupón'}
      onHide={onHide}
      width="min(42rem, 95vw)"
      form={form}
      save={({ isActive, validFrom, validTo, ...v }) => {
        const body = {
          ...v,
          validFrom: startOf(validFrom),
          validTo: endOf(validTo),
        };
        return coupon ? updateCoupon(coupon.id, { ...body, isActive }) : createCoupon(body);
      }}
      invalidates={[['coupons']]}
      successToast={(saved) => [coupon ? 'Cupón actualizado' : 'Cupón creado', saved.code]}
      failureSummary="No se pudo guardar el cupón"
      onSaved={onHide}
      submitLabel="Guardar cupón"
      submitIcon="pi pi-save"
    >
      <TextField
        {...f.text('code')}
        label="Código"
        hint="Letras, números o guiones; el público lo escribe o llega por /promocion/CÓDIGO."
        className="col-12 md:col-5"
        input={{ autoComplete: 'off' }}
      />
      <DropdownField
        {...f.bound('eventId')}
        label="Evento"
        className="col-12 md:col-7"
        dropdown={{
          options: (events.data ?? []).map((e) => ({ label: e.name, value: e.id })),
          placeholder: events.isPending ? 'Cargando eventos…' : 'Elija el evento',
          filter: true,
        }}
      />
      <DropdownField
        {...f.bound('discountType')}
        label="Tipo de descuento"
        className="col-12 md:col-6"
        dropdown={{ options: TYPES }}
      />
      <TextField
        {...f.text('discountValue')}
        label={percent ? 'Descuento (%)' : 'Descuento (USD)'}
        hint={percent ? 'Sobre el precio de las entradas, ej. 10 o 12.5' : 'Por orden, ej. 5.00'}
        className="col-12 md:col-6"
        input={{ inputMode: 'decimal' }}
      />
      {LIMITS.map((l) => (
        <NumberField
          key={l.name}
          {...f.bound(l.name)}
          label={l.label}
          hint="Vacío: sin límite"
          className="col-12 md:col-6"
          min={1}
          grouping={false}
        />
      ))}
      {DAYS.map((d) => (
        <TextField
          key={d.name}
          {...f.text(d.name)}
          type="date"
          label={d.label}
          className="col-12 md:col-6"
        />
      ))}
      {coupon ? (
        <CheckboxField
          {...f.bound('isActive')}
          label="Cupón activo"
          className="col-12 flex align-items-center gap-2"
        />
      ) : null}
    </FormDialog>
  );
}
