/**
 * Fetches the rate source over node:http(s) and parses it. HTTPS is verified against
 * Node's roots plus the intermediate BCV leaves out of its chain; never unverified.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { BCV_INTERMEDIATE_PEM } from './bcv-intermediate';
import { parseBcvPage } from './parse-bcv';
import { parseJsonSource } from './parse-json';
import { RateSourceError, type ParsedRate } from './rate-source-error';

export interface FetchRateOptions {
  /** Extra CA certificates (PEM) on top of Node's roots and the BCV intermediate. */
  extraCa?: string[];
  /** Whole request, connect to last byte. */
  timeoutMs?: number;
}

const TIMEOUT_MS = 15_000;
/** The BCV home page is ~150 KB; anything far larger is not the page we parse. */
const MAX_BYTES = 3 * 1024 * 1024;
const MAX_REDIRECTS = 3;

interface SourceResponse {
  contentType: string;
  body: string;
}

/** Node's roots, the shipped intermediate, then the extras (RATE_SOURCE_CA_FILE, tests). */
export function sourceCa(extraCa: string[] = []): string[] {
  return [...rootCertificates, BCV_INTERMEDIATE_PEM, ...extraCa];
}

/** The PEM text of RATE_SOURCE_CA_FILE, read on each fetch so a refreshed file needs no restart. */
export function readCaFile(path: string | undefined): string[] {
  if (!path) return [];
  try {
    return [readFileSync(path, 'utf8')];
  } catch (err) {
    throw new RateSourceError(`No se pudo leer RATE_SOURCE_CA_FILE (${path}).`, { cause: err });
  }
}

function describeNetworkError(err: NodeJS.ErrnoException, url: URL): string {
  const code = err.code ?? err.name;
  if (/CERT|SELF_SIGNED|UNABLE_TO_|ERR_TLS/.test(code)) {
    return `El certificado TLS de ${url.host} no es válido (${code}). Revise RATE_SOURCE_CA_FILE.`;
  }
  return `No se pudo conectar con ${url.host} (${code}).`;
}

function get(url: URL, ca: string[], deadline: number, redirects: number): Promise<SourceResponse> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.reject(new RateSourceError(`Protocolo no soportado: ${url.protocol}`));
  }
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = {
      agent: false,
      headers: { 'user-agent': 'Tickera/1.0 (tasa BCV)', accept: 'text/html,application/json' },
      ...(url.protocol === 'https:' ? { ca } : {}),
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, options, (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.resume();
        if (redirects >= MAX_REDIRECTS) {
          return reject(new RateSourceError(`Demasiadas redirecciones desde ${url.host}.`));
        }
        return resolve(get(new URL(location, url), ca, deadline, redirects + 1));
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return reject(new RateSourceError(`La fuente de la tasa respondió HTTP ${status}.`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) {
          req.destroy(
            new RateSourceError('La respuesta de la fuente de la tasa es demasiado grande.'),
          );
        } else chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    const timer = setTimeout(
      () => req.destroy(new RateSourceError('La fuente de la tasa no respondió a tiempo.')),
      Math.max(0, deadline - Date.now()),
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err instanceof RateSourceError
          ? err
          : new RateSourceError(describeNetworkError(err, url), { cause: err }),
      ),
    );
  });
}

/** Picks the parser: JSON by content-type or by the body's first character, else the BCV page. */
export function parseSource(contentType: string, body: string): ParsedRate {
  const text = body.trimStart();
  if (/\bjson\b/i.test(contentType) || text.startsWith('{') || text.startsWith('[')) {
    return parseJsonSource(text);
  }
  return parseBcvPage(body);
}

/** One fetch of the source; a RateSourceError for anything that is not a usable rate. */
export async function fetchRate(
  sourceUrl: string,
  opts: FetchRateOptions = {},
): Promise<ParsedRate> {
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch (err) {
    throw new RateSourceError(`RATE_SOURCE_URL no es una URL válida: ${sourceUrl}`, { cause: err });
  }
  const deadline = Date.now() + (opts.timeoutMs ?? TIMEOUT_MS);
  const res = await get(url, sourceCa(opts.extraCa), deadline, 0);
  return parseSource(res.contentType, res.body);
}
