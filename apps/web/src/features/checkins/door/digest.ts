/**
 * The offline list names tickets by the SHA-256 of their code (lower-case hex), never by the
 * code: the scanner hashes what it reads and looks the digest up. Web Crypto exists only on
 * secure pages (HTTPS or localhost); elsewhere there is no offline verdict.
 */
export async function codeDigest(code: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}
