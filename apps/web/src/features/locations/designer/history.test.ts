import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

describe('designer undo stack', () => {
  it('undoes and redoes edits in order, and a new edit drops the redo branch', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('joins edits with the same key into one step, but not across an undo', () => {
    let h = startHistory(1);
    h = record(h, 12, 'rows');
    h = record(h, 123, 'rows');
    expect(h.past).toEqual([1]);
    h = record(h, 5, 'seats');
    expect(h.past).toEqual([1, 123]);
    h = undo(h);
    h = record(h, 124, 'rows');
    expect(h.past).toEqual([1, 123]);
  });

  it('ignores an edit that changes nothing and forgets beyond its limit', () => {
    let h = startHistory(0);
    expect(record(h, 0)).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(5);
  });
});
