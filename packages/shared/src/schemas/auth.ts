import { z } from '../zod-es';
import { ROLES } from '../roles';

export const emailSchema = z
  .email({ error: 'Ingrese un correo electrónico válido' })
  .max(254)
  .transform((e) => e.trim().toLowerCase());

export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres' })
  .max(128, { error: 'La contraseña no puede superar 128 caracteres' });

const personName = (label: string) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(80, { error: `${label} no puede superar 80 caracteres` });

/** Venezuelan cédula/RIF: optional V/E/J/G/P prefix and 5–10 digits. */
export const identificationSchema = z
  .string()
  .trim()
  .regex(/^([VEJGPvejgp]-?)?\d{5,10}$/, { error: 'Cédula inválida (ej. V-12345678)' });

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'Teléfono inválido (ej. 0414-1234567)' });

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: personName('El nombre'),
  lastName: personName('El apellido'),
  phone: phoneSchema.optional(),
  identification: identificationSchema.optional(),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(1, { error: 'La contraseña es obligatoria' })
    .max(128),
});
export type SignIn = z.infer<typeof signInSchema>;

export const refreshSchema = z.object({ refreshToken: z.string().min(20).max(200) });
export const recoverSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});
/** PUT /api/auth/password: the current password proves it is the owner, not a borrowed session. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'La contraseña actual es obligatoria' })
    .min(1, { error: 'La contraseña actual es obligatoria' })
    .max(128, { error: 'La contraseña no puede superar 128 caracteres' }),
  password: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  name: z.string(),
  lastName: z.string(),
  role: roleSchema,
  isAnonymous: z.boolean(),
  isActive: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** ISO time at which the access token expires. */
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const authResultSchema = z.object({ session: sessionSchema, user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;
