/**
 * The few ZIP reads an XLSX needs, bounded: the central directory is read from the end
 * of the buffer (its entry count and declared sizes are checked before anything is
 * inflated), and each part is inflated with `maxOutputLength` set to the size the
 * directory declares, so a directory that lies cannot make a part inflate past it.
 */
import { inflateRawSync } from 'node:zlib';
import {
  LIMIT_MESSAGES,
  STATEMENT_LIMITS,
  statementError,
  tooLargeError,
} from './statement-limits';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const ZIP64_MARK = 0xffffffff;

const unreadable = () => statementError('El archivo no es un CSV ni un XLSX legible');

/** The end-of-central-directory record: the last signature within the final 64 KiB + 22 bytes. */
function findEndRecord(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_SIZE - 0xffff);
  for (let i = buf.length - EOCD_SIZE; i >= stop; i--)
    if (buf.readUInt32LE(i) === EOCD && i + EOCD_SIZE + buf.readUInt16LE(i + 20) <= buf.length)
      return i;
  throw unreadable();
}

/**
 * The archive's parts as its central directory declares them. Refuses (413) more than
 * `maxZipEntries` parts, a declared unzipped total over `maxUnzippedBytes`, and ZIP64
 * (only an archive of 4 GB or 65,535 parts needs it); 400 when the directory is broken.
 */
export function readZipDirectory(buf: Buffer): ZipEntry[] {
  const end = findEndRecord(buf);
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === ZIP64_MARK || dirSize === ZIP64_MARK)
    throw tooLargeError(LIMIT_MESSAGES.zip64());
  if (count > STATEMENT_LIMITS.maxZipEntries) throw tooLargeError(LIMIT_MESSAGES.entries(count));
  if (dirOffset + dirSize > end) throw unreadable();
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (next > end) throw unreadable();
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if ([entry.compressedSize, entry.size, entry.localOffset].includes(ZIP64_MARK))
      throw tooLargeError(LIMIT_MESSAGES.zip64());
    total += entry.size;
    if (total > STATEMENT_LIMITS.maxUnzippedBytes) {
      // Name the whole declared size, not the sum so far.
      for (let j = i + 1, a = next; j < count && a + 46 <= end; j++) {
        total += buf.readUInt32LE(a + 24);
        a += 46 + buf.readUInt16LE(a + 28) + buf.readUInt16LE(a + 30) + buf.readUInt16LE(a + 32);
      }
      throw tooLargeError(LIMIT_MESSAGES.unzipped(total));
    }
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * One part's bytes. The data starts after the local header (its name and extra field may
 * differ in length from the directory's); its length and unzipped size are the directory's.
 * Inflating stops at the declared size: more is a lie (413), less a broken file (400).
 */
export function inflateEntry(buf: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (entry.flags & 1) throw statementError('El archivo está protegido con contraseña');
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw unreadable();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  let out: Buffer;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      // maxOutputLength must be at least 1; one byte more than declared tells a lie apart.
      out = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw tooLargeError(LIMIT_MESSAGES.lying());
      throw unreadable();
    }
  } else throw unreadable();
  if (out.length > entry.size) throw tooLargeError(LIMIT_MESSAGES.lying());
  if (out.length !== entry.size) throw unreadable();
  return out;
}
