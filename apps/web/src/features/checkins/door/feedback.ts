/**
 * The door's sound and vibration: one short high beep for OK, a lower one for an exit, two
 * for a repeat or an exit of a ticket not inside, a low buzz for a refusal.
 */
import type { CheckinResult } from '@tickera/shared/schemas/checkins';

let audio: AudioContext | null = null;

function tone(ctx: AudioContext, frequency: number, start: number, seconds: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = frequency < 300 ? 'square' : 'sine';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.2, ctx.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + seconds);
}

export function signal(result: CheckinResult): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    if (result === 'OK') tone(audio, 1320, 0, 0.15);
    else if (result === 'EXIT_OK') tone(audio, 990, 0, 0.15);
    else if (result === 'ALREADY_CHECKED_IN' || result === 'NOT_INSIDE') {
      tone(audio, 880, 0, 0.12);
      tone(audio, 880, 0.18, 0.12);
    } else tone(audio, 180, 0, 0.45);
  } catch {
    // No audio (a browser policy or no device): the screen still says it.
  }
  const twice = result === 'ALREADY_CHECKED_IN' || result === 'NOT_INSIDE';
  navigator.vibrate?.(result === 'OK' || result === 'EXIT_OK' ? 80 : twice ? [80, 60, 80] : 400);
}
