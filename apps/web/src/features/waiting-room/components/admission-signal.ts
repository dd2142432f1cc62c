/**
 * The turn has come: a short beep (WebAudio) and a vibration where the device has one.
 * Browsers allow neither until the page has been touched: then the map opening is the
 * signal.
 */
export function admissionSignal(): void {
  // Without a touch on the page, browsers refuse both (and say so in the console).
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return;
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
