/**
 * The turn has come: a short beep (WebAudio) and a vibration where the device has one.
 * Browsers may keep audio muted until the page was touched: then it is only the vibration
 * and the map opening.
 */
export function admissionSignal(): void {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Context) {
      const audio = new Context();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.15, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.35);
      tone.onended = () => void audio.close();
    }
  } catch {
    // No sound: the map opening is the signal.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
}
