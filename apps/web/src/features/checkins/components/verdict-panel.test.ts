/**
 * The verdict says the seat's place in the accessibility plan in words (staff guide a
 * wheelchair user to their space), and nothing for an ordinary seat.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeatAccess } from '@tickera/shared/best-seats';
import type { Verdict } from '../door/use-door';
import { SeatAccessNote } from '../../../components/seat-access';
import { VerdictPanel } from './verdict-panel';

function verdict(seatAccess: SeatAccess, offline = false): Verdict {
  return {
    id: 1,
    at: '2026-05-01T20:00:00.000Z',
    code: 'X',
    offline,
    result: 'OK',
    message: 'Entrada válida',
    ticket: {
      id: '00000000-0000-4000-8000-000000000001',
      eventId: '00000000-0000-4000-8000-000000000002',
      eventName: 'Gaitas',
      zoneName: 'PLATEA',
      seatName: 'F-12',
      seatAccess,
      holderName: 'Rosa Mendoza',
      orderNumber: 7,
    },
    checkedInAt: '2026-05-01T20:00:00.000Z',
    gate: null,
  };
}

const panel = (v: Verdict) => renderToStaticMarkup(createElement(VerdictPanel, { verdict: v }));
/** The text a screen reader reads: tags and aria-hidden decoration left out. */
const spoken = (html: string) =>
  html
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>.*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('VerdictPanel: the seat’s access', () => {
  it('a wheelchair space: an "Acceso" row that says it in words', () => {
    const html = panel(verdict('ACCESSIBLE'));
    expect(html).toContain('<dt>Acceso</dt>');
    expect(spoken(html)).toContain('Acceso Puesto para silla de ruedas');
    expect(html).toContain('class="door-verdict-access"');
  });

  it('a companion seat says so; on an offline verdict too', () => {
    const html = panel(verdict('COMPANION', true));
    expect(spoken(html)).toContain('Acceso Asiento de acompañante');
    expect(html).toContain('Sin conexión');
  });

  it('an ordinary seat has no access row', () => {
    const html = panel(verdict(null));
    expect(html).not.toContain('Acceso');
    expect(html).toContain('F-12');
  });

  it('SeatAccessNote at the door: words beside a decorative symbol, nothing for null or a missing value', () => {
    const note = (access: SeatAccess | undefined) =>
      renderToStaticMarkup(createElement(SeatAccessNote, { access, symbol: true }));
    expect(spoken(note('ACCESSIBLE'))).toBe('Puesto para silla de ruedas');
    expect(note('ACCESSIBLE')).toMatch(
      /<span class="seat-access-symbol" aria-hidden="true">♿<\/span>/,
    );
    expect(spoken(note('COMPANION'))).toBe('Asiento de acompañante');
    expect(note('COMPANION')).toContain('<i class="pi pi-users" aria-hidden="true"></i>');
    expect(note(null)).toBe('');
    expect(note(undefined)).toBe('');
  });
});
