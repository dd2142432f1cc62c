import type { ReconcileResult, StatementMapping } from '@tickera/shared/schemas/reconcile';
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

/** POST /api/payments/reconcile/confirm: approves the chosen orders (tickets and e-mails). */
export function confirmReconciliation(orderIds: string[]) {
  return apiFetch<{ approved: string[]; failed: { orderId: string; message: string }[] }>(
    '/payments/reconcile/confirm',
    { method: 'POST', body: { orderIds } },
  );
}
