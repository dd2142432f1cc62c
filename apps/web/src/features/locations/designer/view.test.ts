import { describe, expect, it } from 'vitest';
import { MAX_SCALE, fitView, zoomAt } from './view';

describe('designer view', () => {
  it('fits a box in the middle of the canvas', () => {
    const v = fitView({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, 280, 280);
    expect(v.scale).toBe(2);
    expect(50 * v.scale + v.tx).toBe(140);
    expect(25 * v.scale + v.ty).toBe(140);
  });

  it('zooms around the pointer: the map point under it stays there', () => {
    const v = { tx: 10, ty: 20, scale: 1 };
    const z = zoomAt(v, 2, 110, 70);
    expect((70 - z.ty) / z.scale).toBe(50);
    expect((110 - z.tx) / z.scale).toBe(100);
    expect(zoomAt({ ...v, scale: MAX_SCALE }, 2, 0, 0).scale).toBe(MAX_SCALE);
  });
});
