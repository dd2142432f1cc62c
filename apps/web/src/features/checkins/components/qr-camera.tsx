import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

/** Frames looked at per second: enough to read a ticket held up, light on a phone's battery. */
const FRAME_MS = 120;
/** Frames are scaled down to this width before decoding. */
const DECODE_WIDTH = 640;
/** A QR held in view is passed on once; the same code again only after this long out of sight. */
const SAME_CODE_MS = 3_000;

/** Phones' rear cameras say whether they have a torch (not in TypeScript's DOM types yet). */
function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const caps = track?.getCapabilities?.() as { torch?: boolean } | undefined;
  return Boolean(caps?.torch);
}

function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError')
    return 'Permita el uso de la cámara en el navegador para escanear.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'Este equipo no tiene cámara.';
  if (name === 'NotReadableError') return 'Otra aplicación está usando la cámara.';
  return 'No se pudo abrir la cámara.';
}

/**
 * The device camera (the rear one on phones), read for QR codes a few times a second, with
 * the torch when the camera has one. `onCode` gets each code read, once while it stays in
 * view. The <video> counts, for page tests, the frames in which a code was read
 * (`data-reads`) and the codes passed on (`data-sent`).
 */
export function QrCamera({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [error, setError] = useState('');
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({
    supported: false,
    on: false,
  });
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setState('off');
    setTorch({ supported: false, on: false });
  }, []);

  const start = async () => {
    setError('');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: 'environment' },
          width: { ideal: 1280 },
          height: { ideal: 720 },
        },
      });
      stream.current = media;
      setTorch({ supported: hasTorch(media.getVideoTracks()[0]), on: false });
      setState('on');
    } catch (e) {
      setError(cameraError(e));
      setState('off');
    }
  };

  // The stream goes to the <video> once it is on screen; then frames are decoded in turn.
  useEffect(() => {
    if (state !== 'on' || !video.current || !stream.current) return;
    const el = video.current;
    el.srcObject = stream.current;
    void el.play().catch(() => undefined);
    let stopped = false;
    let timer = 0;
    let reads = 0;
    let sent = 0;
    let last = { text: '', at: 0 };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const tick = async () => {
      if (stopped) return;
      if (context && el.readyState >= el.HAVE_CURRENT_DATA && el.videoWidth > 0) {
        const scale = Math.min(1, DECODE_WIDTH / el.videoWidth);
        canvas.width = Math.round(el.videoWidth * scale);
        canvas.height = Math.round(el.videoHeight * scale);
        context.drawImage(el, 0, 0, canvas.width, canvas.height);
        const { decodeQr } = await import('../door/qr-decoder');
        const text = await decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
        if (text && !stopped) {
          const now = Date.now();
          el.dataset.reads = String(++reads);
          if (text !== last.text || now - last.at >= SAME_CODE_MS) {
            el.dataset.sent = String(++sent);
            onCodeRef.current(text);
          }
          last = { text, at: now };
        }
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), FRAME_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [state]);

  useEffect(() => stop, [stop]);

  const toggleTorch = async () => {
    const track = stream.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  };

  return (
    <div className="door-camera">
      {state === 'on' ? (
        <>
          <video ref={video} muted playsInline aria-label="Vista de la cámara" />
          <div className="door-camera-actions">
            {torch.supported ? (
              <Button
                type="button"
                icon="pi pi-bolt"
                label={torch.on ? 'Apagar linterna' : 'Linterna'}
                severity="secondary"
                onClick={() => void toggleTorch()}
              />
            ) : null}
            <Button
              type="button"
              icon="pi pi-stop"
              label="Apagar cámara"
              severity="secondary"
              onClick={stop}
            />
          </div>
        </>
      ) : (
        <Button
          type="button"
          icon="pi pi-camera"
          label={state === 'starting' ? 'Abriendo la cámara…' : 'Escanear con la cámara'}
          className="w-full door-big-button"
          loading={state === 'starting'}
          onClick={() => void start()}
        />
      )}
      {error ? (
        <Message severity="warn" className="w-full justify-content-start mt-2" text={error} />
      ) : null}
    </div>
  );
}
