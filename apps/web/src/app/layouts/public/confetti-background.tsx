import { useEffect, useRef } from 'react';

const COLORS = ['#ffc107', '#ff9800', '#fb8c00', '#ffe082', '#ef6c00', '#ffffff'];
/** Pieces thrown from each side. */
const PER_SIDE = 14;
/** The burst waits for the page to be idle, but not longer than this. */
const IDLE_TIMEOUT_MS = 2500;
/**
 * Nor while the page shows that it is loading (a spinner or a region marked busy, a skeleton:
 * the seat map, a page's own code, the catalogue), up to this long from the mount: on a slow
 * phone the browser is idle while it waits for the network, and a burst then fell in the
 * frames that draw what arrives (issue 28).
 */
const BUSY_WAIT_MS = 10_000;
/** How often it looks again meanwhile. */
const BUSY_LOOK_MS = 250;
const LOADING = '[aria-busy="true"], .p-skeleton';
/**
 * Pieces are thrown for this long in a task, the rest in the next frames: each `animate()`
 * costs a few milliseconds on a phone, and all of them at once made a long task of 60-90 ms
 * at phone speed (issue 28), in which a tap waited.
 */
const SLICE_MS = 8;

const between = (min: number, max: number) => min + Math.random() * (max - min);

/** requestIdleCallback where the browser has it (not Safari), else a timer. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
}

/**
 * Throws one piece from a side, as the spec's canvas burst did (60° from the left, 120°
 * from the right, spread ±32°): the outer element flies sideways and fades, the inner one
 * rises, falls and spins. Transform and opacity animations with fixed values, which the
 * compositor runs without the main thread. Resolves when the piece has landed.
 */
function throwPiece(holder: HTMLElement, side: 'left' | 'right'): Promise<unknown> {
  const angle = ((60 + between(-32, 32)) * Math.PI) / 180;
  const speed = between(0.55, 1);
  const across = Math.cos(angle) * speed * 55 * (side === 'left' ? 1 : -1);
  const rise = -Math.sin(angle) * speed * 55;
  const duration = between(2400, 3600);
  const spin = between(-720, 720);

  const piece = document.createElement('span');
  piece.className = `confetti-piece from-${side}`;
  const paper = document.createElement('i');
  paper.style.background = COLORS[Math.floor(Math.random() * COLORS.length)];
  piece.append(paper);
  holder.append(piece);

  const flight = piece.animate(
    [
      { transform: 'translateX(0)', opacity: 1 },
      { opacity: 1, offset: 0.7 },
      { transform: `translateX(${across}vw)`, opacity: 0 },
    ],
    { duration, easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)', fill: 'both' },
  );
  paper.animate(
    [
      { transform: 'translateY(0) rotate(0deg)', easing: 'cubic-bezier(0.25, 0.6, 0.5, 1)' },
      {
        transform: `translateY(${rise}vh) rotate(${spin * 0.35}deg)`,
        offset: 0.35,
        easing: 'cubic-bezier(0.5, 0, 0.75, 0.6)',
      },
      { transform: `translateY(${between(10, 35)}vh) rotate(${spin}deg)` },
    ],
    { duration, fill: 'both' },
  );
  return flight.finished;
}

/**
 * Spec §2: the public layout has a confetti background. One gentle burst from both sides
 * once the page is idle and loaded, as animations the compositor runs (docs/decisions/018): the main
 * thread only adds twenty-eight small elements and removes them once they have fallen. Behind the
 * page, never taking clicks; nothing for reduced motion.
 */
export function ConfettiBackground() {
  const holderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const flights: Promise<unknown>[] = [];
    let frame = 0;
    const throwSome = () => {
      const until = performance.now() + SLICE_MS;
      while (flights.length < PER_SIDE * 2 && performance.now() < until)
        flights.push(throwPiece(holder, flights.length % 2 ? 'right' : 'left'));
      if (flights.length < PER_SIDE * 2) {
        frame = requestAnimationFrame(throwSome);
        return;
      }
      // Unmounting cancels the animations (their promise rejects): the holder is gone anyway.
      void Promise.all(flights).then(
        () => holder.replaceChildren(),
        () => undefined,
      );
    };
    const mounted = performance.now();
    let cancelIdle = () => {};
    let later = 0;
    const throwWhenLoaded = () => {
      const busy = document.querySelector(LOADING);
      if (!busy || performance.now() - mounted > BUSY_WAIT_MS) throwSome();
      else later = window.setTimeout(() => (cancelIdle = whenIdle(throwWhenLoaded)), BUSY_LOOK_MS);
    };
    cancelIdle = whenIdle(throwWhenLoaded);
    return () => {
      cancelIdle();
      window.clearTimeout(later);
      cancelAnimationFrame(frame);
      holder.replaceChildren();
    };
  }, []);

  return <div ref={holderRef} className="confetti-burst" aria-hidden="true" />;
}
