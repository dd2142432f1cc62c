/** Field rules shared by the set-up payloads (names, codes, money, dates, PATCH bodies). */
import { z } from '../zod-es';

export const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(max);
export const code = z
  .string({ error: 'El código es obligatorio' })
  .trim()
  .regex(/^[A-Za-z0-9-_]{2,30}$/, { error: 'Código inválido (2 a 30 letras, números o guiones)' })
  .transform((c) => c.toUpperCase());
export const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'Porcentaje inválido (ej. 10 o 16.5)' })
  .refine((p) => Number(p) <= 100, { error: 'El porcentaje no puede pasar de 100' });
export const price = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'Precio inválido (ej. 25.00)' });
/** A PATCH must change something: an empty body is a 400, not an empty UPDATE. */
type Undefaulted<T> = T extends z.ZodDefault<infer I> ? I : T;

/**
 * A patch of an input schema: every field optional, and no default filled in. (`.partial()`
 * keeps defaults, so a patch naming only the price would reset the zone's type to its
 * default: what a field the patch does not name must do is stay as it is.)
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [
      k,
      ((v instanceof z.ZodDefault ? v.unwrap() : v) as z.ZodType).optional(),
    ]),
  ) as unknown as { [K in keyof S]: z.ZodOptional<Undefaulted<S[K]>> };
  return z.object(shape);
}

export const changesSomething = { error: 'Indique al menos un campo a cambiar' };
export const nonEmpty = (o: object) => Object.keys(o).length > 0;
export const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'Fecha y hora inválida (ISO con zona, ej. 2026-12-12T20:00:00-04:00)',
});

/** An absolute `https:` URL with a host: no `javascript:`, `data:`, `http:` or relative links. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An uploaded image as text: a `data:…;base64,` URL or bare base64. What the bytes are is
 * the server's to judge (magic bytes, size, re-encoding: apps/server/src/lib/images.ts).
 */
export function isImageData(value: string): boolean {
  const body = value.startsWith('data:') ? /^data:[^,;]*;base64,(.*)$/s.exec(value)?.[1] : value;
  return body !== undefined && /^[A-Za-z0-9+/_\s-]+={0,2}\s*$/.test(body);
}

const HTTPS_ERROR = 'debe ser un enlace https:// (no se aceptan http:, javascript: ni data:)';

/** A link field: empty (none) or an https URL. */
export const httpsUrl = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || isHttpsUrl(v), { error: `${label} ${HTTPS_ERROR}` });

/** An image field: empty (none) or the image itself (PNG, JPEG or WebP; checked on the server). */
export const imageData = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isImageData(v), {
      error: `${label} debe ser una imagen PNG, JPEG o WebP`,
    });

/** A picture shown on pages (an event's banner): an https link, or an uploaded image. */
export const imageOrHttpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpsUrl(v) || (v.startsWith('data:') && isImageData(v)), {
      error: `${label} debe ser una imagen PNG, JPEG o WebP o un enlace https://`,
    });
