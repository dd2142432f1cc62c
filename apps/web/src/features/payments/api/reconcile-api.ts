import {
  RECONCILE_CONFIRM_MAX,
  type ReconcileResult,
  type StatementMapping,
} from '@tickera/shared/schemas/reconcile';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/payments/reconcile: the statement sorted against pending orders (nothing approved). */
export function reconcileStatement(p: {
  bankId: string;
  file: File;
  mapping?: StatementMapping;
}): Promise<ReconcileResult> {
  const form = new FormData();
  form.append('bankId', p.bankId);
  if (p.mapping) form.append('mapping', JSON.stringify(p.mapping));
  form.append('file', p.file, p.file.name);
  return apiFetch<ReconcileResult>('/payments/reconcile', { method: 'POST', body: form });
}

type Confirmed = { approved: string[]; failed: { orderId: string; message: string }[] };

/**
 * POST /api/payments/reconcile/confirm: approves the chosen orders (tickets and e-mails),
 * RECONCILE_CONFIRM_MAX a request, one request after another. Each request's approvals
 * stay if a later one fails; choosing the same orders again approves only what is left.
 */
export async function confirmReconciliation(orderIds: string[]): Promise<Confirmed> {
  const all: Confirmed = { approved: [], failed: [] };
  for (let start = 0; start < orderIds.length; start += RECONCILE_CONFIRM_MAX) {
    const part = await apiFetch<Confirmed>('/payments/reconcile/confirm', {
      method: 'POST',
      body: { orderIds: orderIds.slice(start, start + RECONCILE_CONFIRM_MAX) },
    });
    all.approved.push(...part.approved);
    all.failed.push(...part.failed);
  }
  return all;
}
