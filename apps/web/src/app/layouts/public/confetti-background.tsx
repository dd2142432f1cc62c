import { useEffect, useRef } from 'react';

const COLORS = ['#ffc107', '#ff9800', '#fb8c00', '#ffe082', '#ef6c00', '#ffffff'];
const BURST = {
  particleCount: 60,
  spread: 65,
  startVelocity: 38,
  ticks: 220,
  gravity: 0.9,
  scalar: 0.9,
  colors: COLORS,
};
/** The burst waits for the page to be idle, but not longer than this. */
const IDLE_TIMEOUT_MS = 2500;

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
 * Spec §2: the public layout has a confetti background. One gentle burst from both sides
 * once the page is idle, drawn by a worker on an OffscreenCanvas so the main thread stays
 * free (docs/decisions/018). A canvas can be handed to a worker only once, so each mount
 * (StrictMode mounts twice) makes its own canvas and removes it when it goes. The canvas
 * never takes clicks (pointer-events: none); nothing runs for reduced motion.
 */
export function ConfettiBackground() {
  const holderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let stop: (() => void) | null = null;
    let gone = false;
    const cancelIdle = whenIdle(() => {
      void import('canvas-confetti').then(({ default: confetti }) => {
        if (gone) return;
        const canvas = document.createElement('canvas');
        canvas.className = 'confetti-canvas';
        canvas.setAttribute('aria-hidden', 'true');
        holder.append(canvas);
        const fire = confetti.create(canvas, {
          resize: true,
          useWorker: true,
          disableForReducedMotion: true,
        });
        void fire({ ...BURST, angle: 60, origin: { x: 0, y: 0.75 } });
        void fire({ ...BURST, angle: 120, origin: { x: 1, y: 0.75 } });
        stop = () => {
          fire.reset();
          canvas.remove();
        };
      });
    });
    return () => {
      gone = true;
      cancelIdle();
      stop?.();
    };
  }, []);

  return <div ref={holderRef} className="confetti-holder" aria-hidden="true" />;
}
