/** Just enough MIME to read what our mails carry: headers, decoded text, PNG parts. */
export interface Part {
  headers: string;
  body: Buffer;
}

export function parts(raw: string): Part[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]);
  let chunks = [raw];
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`));
  return chunks
    .map((c): Part | null => {
      const i = c.search(/\r?\n\r?\n/);
      if (i < 0) return null;
      const headers = c.slice(0, i);
      const rawBody = c.slice(i).trim();
      const body = /content-transfer-encoding:\s*base64/i.test(headers)
        ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64')
        : /quoted-printable/i.test(headers)
          ? Buffer.from(
              rawBody
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            )
          : Buffer.from(rawBody);
      return { headers, body } as Part;
    })
    .filter((p): p is Part => p !== null && /content-type/i.test(p.headers));
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('no es PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Decodes an RFC 2047 subject (=?UTF-8?Q?…?= / B). */
export function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc, text) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) =>
                String.fromCharCode(parseInt(h, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
