/**
 * Control characters in request text. PostgreSQL refuses a NUL inside text (a 500 before
 * this), and the other C0 and C1 controls (ESC, backspace, bell…) have no place in names,
 * codes or searches: they forge log lines and terminal output and break exports. Free
 * text that the pages edit in a text area keeps tab, line feed and carriage return.
 * Decision 023.
 */
import { AppError } from '../errors';

/** Fields edited as several lines (text areas): tab, LF and CR are allowed there. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'notes',
  'notesText',
  'reason',
  // The reconciliation's column mapping: JSON text, possibly pretty-printed.
  'mapping',
]);

// Control characters are what these patterns are for.
/* eslint-disable no-control-regex */
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

const CONTROL_MESSAGE = 'Contiene caracteres de control no permitidos (p. ej. el carácter nulo)';
const LINE_BREAK_MESSAGE = 'No admite saltos de línea ni caracteres de control';

export type InputPart = 'body' | 'querystring' | 'params';

/** The first string (value or key) with a forbidden control character: its path and why. */
export function findControlChar(
  value: unknown,
  path: string[] = [],
): { field: string; message: string } | null {
  return scan(value, [...path]);
}

/**
 * The walk of findControlChar on one path stack (pushed and popped, joined only for the
 * answer): every request's parameters, query and body go through it, and a clean input,
 * the usual one, allocates nothing.
 */
function scan(value: unknown, path: string[]): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const key = path.length ? path[path.length - 1] : '';
    const multiline = MULTILINE_FIELDS.has(key);
    if (!(multiline ? MULTI_LINE : SINGLE_LINE).test(value)) return null;
    const onlyBreaks = !multiline && !MULTI_LINE.test(value);
    return {
      field: path.join('.') || '_',
      message: onlyBreaks ? LINE_BREAK_MESSAGE : CONTROL_MESSAGE,
    };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(String(i));
      const found = scan(value[i], path);
      path.pop();
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (SINGLE_LINE.test(key)) {
        const field = [...path, key.replace(new RegExp(SINGLE_LINE, 'g'), '?')].join('.');
        return { field, message: CONTROL_MESSAGE };
      }
      path.push(key);
      const found = scan((value as Record<string, unknown>)[key], path);
      path.pop();
      if (found) return found;
    }
  }
  return null;
}

/** 400 naming the field when any string of `input` carries a forbidden control character. */
export function assertNoControlChars(input: unknown, part: InputPart): void {
  const found = findControlChar(input);
  if (found)
    throw new AppError('VALIDATION', { in: part, fields: { [found.field]: found.message } });
}
