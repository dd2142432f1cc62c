/**
 * After the purchase (issue 26): share links (the public page of a paid order's tickets),
 * passing a ticket to a friend, tickets received, the waiting list.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  EventWaitlist,
  JoinWaitlist,
  ReceivedTicket,
  ShareLink,
  SharedTickets,
  TransferTicket,
  WaitlistState,
  WalletOptions,
} from '@tickera/shared/schemas/tickets';
import { apiFetch } from '../../../lib/api-client';
import { downloadApiAttachment } from '../../../lib/api-file';
import { readJson, removeItem, writeItem } from '../../../lib/storage';

export type { ReceivedTicket, SharedTickets, WaitlistState };

/** POST /api/orders/:id/share: a new link and its WhatsApp link. */
export function createShareLink(orderId: string): Promise<ShareLink> {
  return apiFetch<ShareLink>(`/orders/${orderId}/share`, { method: 'POST' });
}

/** DELETE /api/orders/:id/share: every link of the order stops working. */
export function revokeShareLinks(orderId: string): Promise<void> {
  return apiFetch<void>(`/orders/${orderId}/share`, { method: 'DELETE' });
}

const sharedKey = (token: string) => `sharedTickets:${token.slice(0, 16)}`;

/**
 * GET /api/shared/:token, with no session. A copy stays in this browser, so the page
 * opened once still shows the tickets without a connection; a 404 (revoked) drops it.
 */
export async function fetchSharedTickets(
  token: string,
  signal?: AbortSignal,
): Promise<{ data: SharedTickets; offline: boolean }> {
  try {
    const data = await apiFetch<SharedTickets>(`/shared/${encodeURIComponent(token)}`, {
      auth: 'none',
      signal,
    });
    writeItem(sharedKey(token), JSON.stringify({ token, data }));
    return { data, offline: false };
  } catch (error) {
    // No answer (status 0) or a server that cannot answer: the copy kept, if any.
    const status = (error as { status?: number }).status ?? 0;
    const kept = readJson<{ token: string; data: SharedTickets }>(sharedKey(token));
    if ((status === 0 || status >= 500) && kept?.token === token)
      return { data: kept.data, offline: true };
    if (status === 404) removeItem(sharedKey(token));
    throw error;
  }
}

export const sharedTicketsQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    queryFn: ({ signal }) => fetchSharedTickets(token, signal),
    retry: false,
    staleTime: 60_000,
  });

/** POST /api/tickets/:id/transfer: the recipient's new ticket. */
export function transferTicket(ticketId: string, body: TransferTicket) {
  return apiFetch<{ ticket: { id: string; code: string } }>(`/tickets/${ticketId}/transfer`, {
    method: 'POST',
    body,
  });
}

/** GET /api/tickets/received: tickets other people passed to the user. */
export const receivedTicketsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['tickets', 'received', userId ?? 'none'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: ReceivedTicket[] }>('/tickets/received', { signal }).then((r) => r.items),
    enabled: !!userId,
    staleTime: 0,
  });

export const myWaitlistQuery = (eventId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['waitlist', eventId, userId ?? 'none'],
    queryFn: ({ signal }) => apiFetch<WaitlistState>(`/events/${eventId}/waitlist/me`, { signal }),
    enabled: !!userId && !!eventId,
    staleTime: 0,
  });

/** GET /api/events/:id/waitlist: the event's line for staff (waiting first, in order). */
export const eventWaitlistQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['waitlist', eventId, 'staff'],
    queryFn: ({ signal }) =>
      apiFetch<EventWaitlist>(`/events/${eventId}/waitlist`, { signal }).then((r) => r.items),
    staleTime: 0,
  });

export function joinWaitlist(eventId: string, body: JoinWaitlist) {
  return apiFetch<WaitlistState>(`/events/${eventId}/waitlist`, { method: 'POST', body });
}

/* ---- Wallet passes (decision 037) ---- */

/** GET /api/tickets/wallet: which wallets the site can fill (the buttons show only those). */
export const walletOptionsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['tickets', 'wallet'],
    queryFn: ({ signal }) => apiFetch<WalletOptions>('/tickets/wallet', { signal }),
    enabled: !!userId,
    staleTime: Infinity,
  });

/** GET /api/tickets/:id/wallet/google, then to Google's page that saves the pass. */
export async function openGoogleWallet(ticketId: string): Promise<void> {
  const { url } = await apiFetch<{ url: string }>(`/tickets/${ticketId}/wallet/google`);
  window.location.assign(url);
}

/** GET /api/tickets/:id/wallet/apple: the .pkpass, which Safari on iPhone opens in Wallet. */
export function downloadApplePass(ticketId: string): Promise<void> {
  return downloadApiAttachment(
    `/tickets/${ticketId}/wallet/apple`,
    'entrada.pkpass',
    'No se pudo obtener el pase de Apple Wallet.',
  );
}
