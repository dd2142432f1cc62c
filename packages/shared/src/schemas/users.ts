import { z } from '../zod-es';
import { changesSomething, nonEmpty } from './fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import {
  emailSchema,
  identificationSchema,
  passwordSchema,
  phoneSchema,
  roleSchema,
  signUpSchema,
} from './auth';

const booleanFromQuery = z
  .enum(['true', 'false'], { error: 'Debe ser true o false' })
  .transform((v) => v === 'true');

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const listUsersQuerySchema = pageQuerySchema.extend({
  email: z.string().trim().max(254).optional(),
  role: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(roleSchema)
    .optional(),
  isActive: booleanFromQuery.optional(),
  sortField: z.enum(['createdAt', 'email', 'name', 'lastName', 'role']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  name: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  identification: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'El nombre es obligatorio' }).max(80),
    lastName: z.string().trim().min(1, { error: 'El apellido es obligatorio' }).max(80),
    phone: phoneSchema.or(z.literal('')),
    identification: identificationSchema.or(z.literal('')),
  })
  .partial()
  .refine(nonEmpty, changesSomething);
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const createUserSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  role: roleSchema.exclude(['anonymous']),
  phone: phoneSchema.optional(),
  identification: identificationSchema.optional(),
});
export type CreateUser = z.infer<typeof createUserSchema>;

/** `npm run admin:create`: the first administrator, under sign-up's e-mail and password rules. */
export const adminInputSchema = signUpSchema.pick({ email: true, password: true }).extend({
  name: z.string().trim().min(1, { error: 'El nombre es obligatorio' }).max(80),
  lastName: z.string().trim().max(80),
});
export type AdminInput = z.infer<typeof adminInputSchema>;

export const patchUserSchema = z
  .object({
    isActive: z.boolean(),
    role: roleSchema.exclude(['anonymous']),
    name: z.string().trim().min(1).max(80),
    lastName: z.string().trim().min(1).max(80),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Indique al menos un campo a cambiar' });
export type PatchUser = z.infer<typeof patchUserSchema>;

export const usersPageSchema = z.object({
  users: z.array(profileSchema),
  total: z.number(),
  hasMore: z.boolean(),
});

/** A customer registered at the box office: they set their own password from the e-mail. */
export const createCustomerSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, { error: 'El nombre es obligatorio' }).max(80),
  lastName: z.string().trim().min(1, { error: 'El apellido es obligatorio' }).max(80),
  phone: phoneSchema.optional(),
  identification: identificationSchema.optional(),
});
export type CreateCustomer = z.infer<typeof createCustomerSchema>;
