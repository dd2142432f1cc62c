/**
 * Files from the API (PDF, CSV). The api client speaks JSON only, so this borrows its token
 * rules (refresh when about to expire) and its error shape, and hands back the bytes.
 */
import { ApiError, API_BASE } from './http';
import { isTokenExpired } from './jwt';
import { refreshSession } from './refresh-session';
import { getAuthState } from './session';

/** Same leeway as the api client: do not send a token that expires on the way. */
const EXPIRY_LEEWAY_MS = 10_000;
/** Long enough for a new tab or a download to read the file. */
const REVOKE_AFTER_MS = 60_000;

async function bearerToken(): Promise<string | null> {
  const session = getAuthState().session;
  if (!session) return null;
  if (!isTokenExpired(session.accessToken, EXPIRY_LEEWAY_MS)) return session.accessToken;
  return (await refreshSession()).accessToken;
}

/** GET `path` (under /api); an error answer becomes ApiError with its message. */
async function fetchApiResponse(path: string, failure: string): Promise<Response> {
  const token = await bearerToken();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? failure,
    );
  }
  return response;
}

/** GET `path` (under /api) as a blob; an error answer becomes ApiError with its message. */
export async function fetchApiFile(path: string, failure: string): Promise<Blob> {
  return (await fetchApiResponse(path, failure)).blob();
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.pdf"`), if any. */
export function attachmentName(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (encoded) return decodeURIComponent(encoded[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(header ?? '');
  return plain ? plain[1].trim() : null;
}

/**
 * Opens a file in a new tab. The tab is opened before the download (inside the click) so
 * pop-up blockers let it through, then pointed at the file.
 */
export async function openApiFile(path: string, failure: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchApiFile(path, failure));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves a file under `filename` (the browser's download). */
export async function downloadApiFile(path: string, filename: string, failure: string) {
  saveBlob(await fetchApiFile(path, failure), filename);
}

/** Saves an attachment under the name the server gives it, or `fallback` when it names none. */
export async function downloadApiAttachment(path: string, fallback: string, failure: string) {
  const response = await fetchApiResponse(path, failure);
  const name = attachmentName(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), name ?? fallback);
}

/** Hands a file made in the page to the browser's downloads. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
