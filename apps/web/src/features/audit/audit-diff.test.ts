import { describe, expect, it } from 'vitest';
import { fieldChanges, valueText } from './audit-diff';

describe('fieldChanges', () => {
  it('an approval: the status before and after', () => {
    expect(fieldChanges({ status: 'PENDIENTE' }, { status: 'PAGADA' })).toEqual([
      { field: 'status', before: 'PENDIENTE', after: 'PAGADA' },
    ]);
  });

  it('leaves out the fields whose value did not change, objects compared by value', () => {
    expect(
      fieldChanges(
        { name: 'A', config: { fee: 1 }, active: true },
        { name: 'B', config: { fee: 1 }, active: false },
      ),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'active', before: 'sí', after: 'no' },
    ]);
  });

  it('a creation or a check-in (no before) lists what was written', () => {
    expect(fieldChanges(null, { event: 'Gala', seat: 'A-1', offline: false })).toEqual([
      { field: 'event', after: 'Gala' },
      { field: 'seat', after: 'A-1' },
      { field: 'offline', after: 'no' },
    ]);
  });

  it('a field only before (cleared) keeps its old value and has no after', () => {
    expect(fieldChanges({ note: 'x', a: 1 }, { a: 2 })).toEqual([
      { field: 'a', before: '1', after: '2' },
      { field: 'note', before: 'x' },
    ]);
  });

  it('nothing recorded: no changes', () => {
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

describe('valueText', () => {
  it('null as a dash, JSON for objects, long values cut', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText('x'.repeat(60))).toBe(`${'x'.repeat(39)}…`);
  });
});
