/**
 * Reads a JSON mirror of the official rate, "dolarapi" style:
 * `{ "fuente": "oficial", "promedio": 236.8389, "fechaActualizacion": "…" }`, or a list of
 * such objects from which the `oficial` one is taken.
 */
import { RateSourceError, checkedRate, type ParsedRate } from './rate-source-error';

const CARACAS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Caracas',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

type Entry = Record<string, unknown>;

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isOfficial = (e: Entry) => String(e.fuente).trim().toLowerCase() === 'oficial';

/** The official entry; a parallel-market figure must never pass for the BCV rate. */
function officialEntry(data: unknown): Entry {
  if (Array.isArray(data)) {
    const entries = data.filter(isEntry);
    const official = entries.find(isOfficial);
    if (official) return official;
    if (entries.length === 1 && entries[0].fuente === undefined) return entries[0];
    throw new RateSourceError('La respuesta JSON no incluye la tasa oficial (fuente "oficial").');
  }
  if (!isEntry(data)) throw new RateSourceError('La respuesta JSON no es un objeto con la tasa.');
  if (data.fuente !== undefined && !isOfficial(data)) {
    throw new RateSourceError(
      `La respuesta JSON no es la tasa oficial (fuente "${String(data.fuente).slice(0, 20)}").`,
    );
  }
  return data;
}

/** yyyy-MM-dd as given, or the Caracas calendar day of an ISO instant; null when unreadable. */
function caracasDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const instant = new Date(plain ? `${value.trim()}T12:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return null;
  const day = plain ? value.trim() : CARACAS_DAY.format(instant);
  return plain && instant.toISOString().slice(0, 10) !== day ? null : day;
}

export function parseJsonSource(body: string): ParsedRate {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (err) {
    throw new RateSourceError('La fuente de la tasa no devolvió JSON válido.', { cause: err });
  }
  const entry = officialEntry(data);
  const promedio = entry.promedio;
  let text: string;
  // JSON.parse has already made it a double; for a rate (≤ 15 significant digits) its
  // shortest form is the literal that was sent, and from here on it is only a string.
  if (typeof promedio === 'number' && Number.isFinite(promedio)) text = String(promedio);
  else if (typeof promedio === 'string') text = promedio;
  else throw new RateSourceError('La respuesta JSON no trae el campo "promedio".');
  return {
    rate: checkedRate(text, 'la respuesta JSON'),
    valueDate: caracasDate(entry.fechaValor ?? entry.fecha ?? entry.fechaActualizacion),
    source: 'BCV_API',
  };
}
