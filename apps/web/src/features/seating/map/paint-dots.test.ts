/** The overview's seats as pixels (paint-dots.ts): where each dot lands, its colour and size. */
import { describe, expect, it } from 'vitest';
import { dotSide, packColor, writeDots, type DotColors } from './paint-dots';
import type { SeatModel } from './seat-model';

const COLORS: DotColors = {
  zones: Uint32Array.from([packColor('#f57c00'), packColor('#1565c0')]),
  held: packColor('#b0bec5'),
  sold: packColor('#546e7a'),
  mine: packColor('#16a34a'),
  pending: packColor('#86efac'),
};

/** Two zones of two seats each (x, y in map units), the second general admission when asked. */
function model(status: number[], general = false): SeatModel {
  return {
    zones: [
      { general: false, first: 0, last: 2 },
      { general, first: 2, last: 4 },
    ],
    x: Float32Array.from([10, 20, 30, 1000]),
    y: Float32Array.from([10, 10, 40, 1000]),
    status: Uint8Array.from(status),
  } as unknown as SeatModel;
}

const W = 64;
const H = 64;
/** The view that puts map unit u at device pixel u (scale 0.5 × device pixel ratio 2). */
const VIEW = { scale: 0.5, tx: 0, ty: 0 };

function at(pixels: Uint32Array, x: number, y: number) {
  return pixels[y * W + x];
}

describe('packColor', () => {
  it('packs #rrggbb as the bytes R, G, B, 255 of an ImageData pixel', () => {
    const bytes = new Uint8Array(Uint32Array.from([packColor('#f57c00')]).buffer);
    expect([...bytes]).toEqual([0xf5, 0x7c, 0x00, 255]);
  });
});

describe('writeDots', () => {
  it('paints each seat as a square of its zone colour centred on the seat', () => {
    const pixels = new Uint32Array(W * H);
    writeDots(pixels, W, H, model([0, 0, 0, 0]), VIEW, 2, new Set(), COLORS);
    const side = dotSide(0.5, 2); // 8 map units across × 0.5 × 2 = 8 device pixels
    expect(side).toBe(8);
    // Seat 0 at (10, 10): pixels 6..13 on both axes.
    expect(at(pixels, 6, 6)).toBe(COLORS.zones[0]);
    expect(at(pixels, 13, 13)).toBe(COLORS.zones[0]);
    expect(at(pixels, 5, 10)).toBe(0);
    expect(at(pixels, 14, 10)).toBe(0);
    // Seat 2 at (30, 40) is in the second zone.
    expect(at(pixels, 30, 40)).toBe(COLORS.zones[1]);
    const painted = pixels.filter((p) => p !== 0).length;
    expect(painted).toBe(3 * side * side); // seat 3 is far outside the canvas
  });

  it('colours held, sold, own and pending seats by their state, a sold one smaller', () => {
    const pixels = new Uint32Array(W * H);
    writeDots(pixels, W, H, model([1, 2, 3, 0]), VIEW, 2, new Set([2]), COLORS);
    expect(at(pixels, 10, 10)).toBe(COLORS.held);
    expect(at(pixels, 20, 10)).toBe(COLORS.sold);
    expect(at(pixels, 30, 40)).toBe(COLORS.pending);
    const sold = pixels.filter((p) => p === COLORS.sold).length;
    expect(sold).toBe(dotSide(0.5, 2, true) ** 2);
    expect(sold).toBeLessThan(dotSide(0.5, 2) ** 2);
  });

  it('clears what the previous paint wrote, keeps a dot cut by an edge inside, and skips general admission', () => {
    const pixels = new Uint32Array(W * H).fill(COLORS.mine);
    // Moved 8 device pixels up and left: seat 0 centred at (2, 2), seat 1 at (12, 2).
    const shifted = { scale: 0.5, tx: -4, ty: -4 };
    writeDots(pixels, W, H, model([0, 0, 0, 0], true), shifted, 2, new Set(), COLORS);
    expect(pixels.includes(COLORS.mine)).toBe(false);
    // Seat 0's square runs -2..5 on both axes: its 6 × 6 pixels inside are painted.
    expect(at(pixels, 0, 0)).toBe(COLORS.zones[0]);
    expect(at(pixels, 5, 5)).toBe(COLORS.zones[0]);
    expect(at(pixels, 6, 6)).toBe(0);
    // Seat 1's runs 8..15 across and -2..5 down: 8 × 6 inside. The second zone (seat 2) is
    // general admission and has no dot; seat 3 is off the canvas.
    expect(pixels.filter((p) => p !== 0).length).toBe(6 * 6 + 8 * 6);
  });
});
