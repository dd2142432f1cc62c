/**
 * Reads the official USD rate off the BCV home page without a DOM: the `<strong>` inside
 * `div#dolar` ("236,83890000") and the "Fecha Valor" date next to it.
 */
import { MONTHS_ES } from '@tickera/shared/constants';
import { RateSourceError, checkedRate, type ParsedRate } from './rate-source-error';

const MONTHS: readonly string[] = MONTHS_ES;

/** How far past `id="dolar"` the block may run when no other element id ends it first. */
const BLOCK_MAX_CHARS = 4000;
/** "236,83890000", "1.236,83890000" or "236". */
const ES_VE_NUMBER = /^(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;
/** How far past "Fecha Valor" its date element may sit. */
const DATE_WINDOW_CHARS = 600;

function decodeText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup of div#dolar: from its tag to the next element carrying an id (#euro, #yuan…). */
function dolarBlock(html: string): string | null {
  const open = /<div\b[^>]*\bid\s*=\s*["']?dolar["'\s>]/i.exec(html);
  if (!open) return null;
  const rest = html.slice(open.index + open[0].length);
  const next = /<[a-z][^>]*\sid\s*=/i.exec(rest);
  return rest.slice(0, Math.min(next?.index ?? Infinity, BLOCK_MAX_CHARS));
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function ymd(y: number, m: number, d: number): string | null {
  if (!isCalendarDate(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The "Fecha Valor" as yyyy-MM-dd: the element's machine-readable `content="2026-11-21T…"`
 * when present, else its Spanish text ("Viernes, 21 Noviembre  2026"); null when absent.
 */
export function parseValueDate(html: string): string | null {
  const label = /Fecha(?:\s|&nbsp;)*Valor/i.exec(html);
  if (!label) return null;
  const near = html.slice(label.index, label.index + DATE_WINDOW_CHARS);
  const attr = /\bcontent\s*=\s*["'](\d{4})-(\d{2})-(\d{2})/i.exec(near);
  if (attr) return ymd(Number(attr[1]), Number(attr[2]), Number(attr[3]));
  const text = decodeText(near).toLowerCase();
  const words = /(\d{1,2})\s+(?:de\s+)?([a-záéíóú]+)\s+(?:de\s+)?(\d{4})/.exec(text);
  if (!words) return null;
  const month = MONTHS.indexOf(words[2].replace('setiembre', 'septiembre')) + 1;
  return month ? ymd(Number(words[3]), month, Number(words[1])) : null;
}

export function parseBcvPage(html: string): ParsedRate {
  const block = dolarBlock(html);
  if (block === null) {
    throw new RateSourceError('La página del BCV no contiene el bloque del dólar (div#dolar).');
  }
  const strong = /<strong\b[^>]*>([\s\S]*?)<\/strong>/i.exec(block);
  if (!strong) {
    throw new RateSourceError('El bloque del dólar de la página del BCV no contiene la tasa.');
  }
  const text = decodeText(strong[1]);
  // es-VE only: a lone dot groups thousands here ("1.236" is 1236), so it is not read as a decimal.
  if (!ES_VE_NUMBER.test(text)) {
    throw new RateSourceError(`Tasa ilegible en la página del BCV: "${text.slice(0, 40)}".`);
  }
  return {
    rate: checkedRate(text.replace(/\./g, '').replace(',', '.'), 'la página del BCV'),
    valueDate: parseValueDate(html),
    source: 'BCV',
  };
}
