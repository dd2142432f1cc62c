import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

type Announce = (text: string) => void;

const AnnouncerContext = createContext<Announce>(() => undefined);

/**
 * The page's one polite live region (WCAG 4.1.3): what a screen reader is told without
 * moving focus ("Asiento F-12 seleccionado", "Quedan 2 minutos…"). One region for the
 * whole app, so announcements from the map and from the countdown never talk over each
 * other. The same text twice is announced twice: a counter keys the node, so it is new.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', key: 0 });
  const announce = useCallback<Announce>((text) => {
    setMessage((m) => ({ text, key: m.key + 1 }));
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        aria-atomic="true"
        data-testid="live-announcer"
        style={VISUALLY_HIDDEN}
      >
        <span key={message.key}>{message.text}</span>
      </div>
    </AnnouncerContext.Provider>
  );
}

/** Tells screen-reader users `text` through the one live region. */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}

/** Spec §4 holds last 10 minutes; the buyer is warned at these seconds left. */
const EXPIRY_WARNINGS = [
  { at: 120, text: 'Quedan 2 minutos para completar su compra; luego se liberan sus asientos.' },
  { at: 30, text: 'Quedan 30 segundos para completar su compra; luego se liberan sus asientos.' },
];

/**
 * Announces a hold's coming expiry once per threshold crossed (the countdown on screen is
 * `aria-live="off"`: a tick a second would drown every other announcement). `secondsLeft`
 * is null while nothing is held.
 */
export function useExpiryWarnings(secondsLeft: number | null): void {
  const announce = useAnnounce();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = secondsLeft;
    if (before === null || secondsLeft === null || secondsLeft <= 0) return;
    const crossed = EXPIRY_WARNINGS.filter((w) => before > w.at && secondsLeft <= w.at).at(-1);
    if (crossed) announce(crossed.text);
  }, [secondsLeft, announce]);
}
