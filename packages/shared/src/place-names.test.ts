import { describe, expect, it } from 'vitest';
import { generalPlaceName, isGeneralPlace, placeWord, seatPhrase } from './place-names';

describe('[PLAN] what a place is called on tickets and mails', () => {
  it('says "Asiento" for a seat and never for a general-admission place', () => {
    expect(seatPhrase('F-12')).toBe('Asiento F-12');
    expect(seatPhrase('Mesa 1-3')).toBe('Asiento Mesa 1-3');
    expect(generalPlaceName(7)).toBe('Entrada general 7');
    expect(seatPhrase(generalPlaceName(7))).toBe('Entrada general 7');
    expect(isGeneralPlace('A-1')).toBe(false);
    expect(seatPhrase('F-12', 'asiento')).toBe('asiento F-12');
    expect(seatPhrase(generalPlaceName(7), 'asiento')).toBe('Entrada general 7');
    expect([placeWord('F-12'), placeWord(generalPlaceName(7))]).toEqual(['Asiento', 'Entrada']);
  });
});
