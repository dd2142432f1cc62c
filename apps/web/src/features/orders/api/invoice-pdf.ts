import { ApiError, API_BASE } from '../../../lib/http';
import { isTokenExpired } from '../../../lib/jwt';
import { refreshSession } from '../../../lib/refresh-session';
import { getAuthState } from '../../../lib/session';

/** Same leeway as the api client: do not send a token that expires on the way. */
const EXPIRY_LEEWAY_MS = 10_000;
/** Long enough for the new tab to read the PDF. */
const REVOKE_AFTER_MS = 60_000;

async function bearerToken(): Promise<string | null> {
  const session = getAuthState().session;
  if (!session) return null;
  if (!isTokenExpired(session.accessToken, EXPIRY_LEEWAY_MS)) return session.accessToken;
  return (await refreshSession()).accessToken;
}

/**
 * GET /api/orders/:id/invoice.pdf as a blob. The api client speaks JSON only, so this
 * borrows its token rules (refresh when about to expire) and its error shape.
 */
async function fetchInvoice(orderId: string): Promise<Blob> {
  const token = await bearerToken();
  const response = await fetch(`${API_BASE}/orders/${orderId}/invoice.pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? 'No se pudo obtener la factura.',
    );
  }
  return response.blob();
}

/**
 * Opens the invoice in a new tab. The tab is opened before the download (inside the
 * click) so pop-up blockers let it through, then pointed at the PDF.
 */
export async function openInvoicePdf(orderId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchInvoice(orderId));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
