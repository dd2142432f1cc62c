import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateMembership,
  Membership,
  MembershipType,
  membershipTypeInputSchema,
  membershipTypePatchSchema,
} from '@tickera/shared/schemas/memberships';
import { apiFetch } from '../../../lib/api-client';

export const membershipTypesQuery = () =>
  queryOptions({
    queryKey: ['memberships', 'types'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: MembershipType[] }>('/membership-types', { signal }).then((r) => r.items),
  });

export const createMembershipType = (body: z.input<typeof membershipTypeInputSchema>) =>
  apiFetch<MembershipType>('/membership-types', { method: 'POST', body });

export const updateMembershipType = (id: string, body: z.input<typeof membershipTypePatchSchema>) =>
  apiFetch<MembershipType>(`/membership-types/${id}`, { method: 'PATCH', body });

/** GET /api/memberships, newest first; `code` looks one up. */
export const membershipsQuery = (code = '') =>
  queryOptions({
    queryKey: ['memberships', 'list', code],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Membership[] }>(
        `/memberships${code ? `?code=${encodeURIComponent(code)}` : ''}`,
        { signal },
      ).then((r) => r.items),
    staleTime: 0,
  });

export const createMembership = (body: CreateMembership) =>
  apiFetch<Membership>('/memberships', { method: 'POST', body });

export const removeMembership = (id: string) =>
  apiFetch<void>(`/memberships/${id}`, { method: 'DELETE' });

/**
 * Sold by transfer, pago móvil or Zelle and not approved yet: its orders wait, unpaid and
 * without tickets, for a second person to check the bank (decision 029).
 */
export const awaitsPaymentApproval = (m: Membership) =>
  m.isActive && m.orders.some((o) => o.status === 'PENDIENTE');

/**
 * Never paid: every order of it was cancelled (its payment deadline passed, or staff annulled
 * them), so it holds no seat and gives no entry, though nobody annulled the membership itself.
 */
export const lapsedUnpaid = (m: Pick<Membership, 'isActive' | 'orders'>) =>
  m.isActive && m.orders.length > 0 && m.orders.every((o) => o.status === 'ANULADA');
