/**
 * Seat ids (UUIDs) as one base64url string of their 16 bytes each: random ids do not
 * compress, and this is the smallest text form after brotli (~16 bytes an id, against ~19
 * for a JSON array of UUID strings). Ids come back in lower case.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function encodeUuids(ids: readonly string[]): string {
  const bytes = new Uint8Array(ids.length * 16);
  ids.forEach((id, k) => {
    const hex = id.replace(/-/g, '');
    if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new Error(`Identificador inválido: ${id}`);
    for (let b = 0; b < 16; b++) bytes[k * 16 + b] = parseInt(hex.slice(2 * b, 2 * b + 2), 16);
  });
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

export function decodeUuids(text: string): string[] {
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let acc = 0;
  let b = 0;
  for (const c of text) {
    const v = VALUE.get(c);
    if (v === undefined) throw new Error('Lista de identificadores ilegible');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[b++] = (acc >> bits) & 255;
    }
  }
  if (bytes.length % 16) throw new Error('Lista de identificadores ilegible');
  const ids: string[] = [];
  for (let i = 0; i < bytes.length; i += 16) {
    const h = Array.from(bytes.subarray(i, i + 16), (x) => HEX[x]).join('');
    ids.push(
      `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`,
    );
  }
  return ids;
}
