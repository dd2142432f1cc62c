import { z } from 'zod';
import { EVENT_CATEGORIES, PRINT_TYPES } from '@tickera/shared/constants';
import type { AdminEventDetail } from '@tickera/shared/schemas/events';
import type { EventBody } from './api/event-setup-api';
import { caracasInputToIso, isoToCaracasInput } from './event-dates';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const percent = z
  .string()
  .trim()
  .refine((v) => v === '' || PERCENT.test(v), { message: 'Porcentaje inválido (ej. 10 o 16.5)' });

/** A whole number in [min, max], typed as text; the messages are the server's (shared schemas). */
const wholeNumber = (
  min: number,
  max: number,
  messages: { whole: string; min: string; max: string },
) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (!/^-?\d+$/.test(v)) ctx.addIssue({ code: 'custom', message: messages.whole });
      else if (Number(v) < min) ctx.addIssue({ code: 'custom', message: messages.min });
      else if (Number(v) > max) ctx.addIssue({ code: 'custom', message: messages.max });
    });

export const eventFormSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'El nombre es obligatorio' }).max(160),
    code: z.string().trim(),
    category: z.enum(EVENT_CATEGORIES, { message: 'Elija la categoría' }),
    description: z.string().max(4000),
    locationId: z.string().min(1, { message: 'Elija el lugar' }),
    storeId: z.string(),
    startAt: z.string().min(1, { message: 'Indique la fecha y hora de inicio' }),
    finishAt: z.string(),
    publishAt: z.string(),
    printTypes: z
      .array(z.enum(PRINT_TYPES))
      .min(1, { message: 'Elija al menos un tipo de entrada' }),
    prefilledCodes: z.boolean(),
    bannerUrl: z.string(),
    feePercent: percent,
    taxPercent: percent,
    ivaPercent: percent,
    feeOnlyDeclarative: z.boolean(),
    transferCutoffHours: wholeNumber(0, 168, {
      whole: 'Indique las horas como un número entero',
      min: 'Las horas no pueden ser negativas',
      max: 'Como máximo 168 horas (una semana)',
    }),
    waitlistOfferMinutes: wholeNumber(5, 1440, {
      whole: 'Indique los minutos como un número entero',
      min: 'Al menos 5 minutos',
      max: 'Como máximo 1440 minutos (un día)',
    }),
    isActive: z.boolean(),
    isNew: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.isNew && !/^[A-Za-z0-9-_]{2,30}$/.test(v.code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Código inválido (2 a 30 letras, números o guiones)',
      });
    }
    if (v.finishAt && v.startAt && v.finishAt <= v.startAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['finishAt'],
        message: 'El fin debe ser posterior al inicio',
      });
    }
  });

export type EventForm = z.infer<typeof eventFormSchema>;

/** Where an event can happen and who sells it: the app reads the places and stores lists. */
export interface EventPlaces {
  locations: { id: string; name: string; city: string; isActive: boolean }[] | undefined;
  locationsLoading: boolean;
  stores: { id: string; name: string }[] | undefined;
  /** Stores are listed only to those who manage them. */
  canPickStore: boolean;
}

export function emptyEventForm(): EventForm {
  return {
    name: '',
    code: '',
    category: 'CONCIERTO',
    description: '',
    locationId: '',
    storeId: '',
    startAt: '',
    finishAt: '',
    publishAt: '',
    printTypes: ['ETICKET'],
    prefilledCodes: false,
    bannerUrl: '',
    feePercent: '0',
    taxPercent: '0',
    ivaPercent: '16',
    feeOnlyDeclarative: false,
    transferCutoffHours: '2',
    waitlistOfferMinutes: '30',
    isActive: true,
    isNew: true,
  };
}

/** An existing event in the form, from GET /api/admin/events/:id. */
export function eventToForm(e: AdminEventDetail): EventForm {
  return {
    ...emptyEventForm(),
    name: e.name,
    code: e.code,
    category: e.category,
    description: e.description ?? '',
    locationId: e.locationId,
    storeId: e.storeId ?? '',
    startAt: isoToCaracasInput(e.startAt),
    finishAt: isoToCaracasInput(e.finishAt),
    publishAt: isoToCaracasInput(e.publishAt),
    printTypes: e.printTypes.filter((t): t is EventForm['printTypes'][number] =>
      (['ETICKET', 'HARDTICKET'] as string[]).includes(t),
    ),
    prefilledCodes: e.prefilledCodes,
    bannerUrl: e.bannerUrl ?? '',
    feePercent: e.config.feePercent,
    taxPercent: e.config.taxPercent,
    ivaPercent: e.config.ivaPercent,
    feeOnlyDeclarative: e.config.feeOnlyDeclarative,
    transferCutoffHours: String(e.transferCutoffHours),
    waitlistOfferMinutes: String(e.waitlistOfferMinutes),
    isActive: e.isActive,
    isNew: false,
  };
}

function config(v: EventForm) {
  return Object.fromEntries(
    (
      [
        ['feePercent', v.feePercent],
        ['taxPercent', v.taxPercent],
        ['ivaPercent', v.ivaPercent],
      ] as const
    ).filter(([, value]) => value.trim() !== ''),
  );
}

export function toCreateBody(v: EventForm): EventBody {
  return {
    name: v.name,
    code: v.code,
    category: v.category,
    ...(v.description.trim() ? { description: v.description.trim() } : {}),
    locationId: v.locationId,
    ...(v.storeId ? { storeId: v.storeId } : {}),
    startAt: caracasInputToIso(v.startAt),
    ...(v.finishAt ? { finishAt: caracasInputToIso(v.finishAt) } : {}),
    publishAt: v.publishAt ? caracasInputToIso(v.publishAt) : null,
    printTypes: v.printTypes,
    prefilledCodes: v.prefilledCodes,
    ...(v.bannerUrl ? { bannerUrl: v.bannerUrl } : {}),
    transferCutoffHours: Number(v.transferCutoffHours),
    waitlistOfferMinutes: Number(v.waitlistOfferMinutes),
    config: { ...config(v), feeOnlyDeclarative: v.feeOnlyDeclarative },
  };
}

/** Only the fields the person touched (dirty), in the PATCH's shapes. */
export function toPatchBody(
  v: EventForm,
  dirty: Partial<Record<keyof EventForm, unknown>>,
): EventBody {
  const body: EventBody = {};
  const time = (s: string) => (s ? caracasInputToIso(s) : null);
  if (dirty.name) body.name = v.name;
  if (dirty.category) body.category = v.category;
  if (dirty.description) body.description = v.description.trim() || null;
  if (dirty.locationId) body.locationId = v.locationId;
  if (dirty.storeId) body.storeId = v.storeId || null;
  if (dirty.startAt) body.startAt = caracasInputToIso(v.startAt);
  if (dirty.finishAt) body.finishAt = time(v.finishAt);
  if (dirty.publishAt) body.publishAt = time(v.publishAt);
  if (dirty.printTypes) body.printTypes = v.printTypes;
  if (dirty.prefilledCodes) body.prefilledCodes = v.prefilledCodes;
  if (dirty.bannerUrl) body.bannerUrl = v.bannerUrl || null;
  if (dirty.isActive) body.isActive = v.isActive;
  if (dirty.transferCutoffHours) body.transferCutoffHours = Number(v.transferCutoffHours);
  if (dirty.waitlistOfferMinutes) body.waitlistOfferMinutes = Number(v.waitlistOfferMinutes);
  const cfg: Record<string, unknown> = config(v);
  if (dirty.feeOnlyDeclarative) cfg.feeOnlyDeclarative = v.feeOnlyDeclarative;
  if (Object.keys(cfg).length) body.config = cfg;
  return body;
}

/** Server field paths ("config.feePercent") → form fields. */
export function formFieldOf(path: string): keyof EventForm | null {
  const last = path.split('.').pop() ?? '';
  return last in emptyEventForm() ? (last as keyof EventForm) : null;
}
