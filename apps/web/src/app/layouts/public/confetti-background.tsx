import { useEffect, useRef } from 'react';
import confetti from 'canvas-confetti';

const COLORS = ['#ffc107', '#ff9800', '#fb8c00', '#ffe082', '#ef6c00', '#ffffff'];

/**
 * Spec §2: the public layout has a confetti background. One gentle burst from both
 * sides when the layout opens; the canvas never takes clicks (pointer-events: none).
 */
export function ConfettiBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // No worker: a canvas can hand its control to a worker only once (StrictMode mounts twice).
    const fire = confetti.create(canvas, {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    const shared = {
      particleCount: 60,
      spread: 65,
      startVelocity: 38,
      ticks: 220,
      gravity: 0.9,
      scalar: 0.9,
      colors: COLORS,
    };
    void fire({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } });
    void fire({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } });
    return () => fire.reset();
  }, []);

  return <canvas ref={canvasRef} className="confetti-canvas" aria-hidden="true" />;
}
