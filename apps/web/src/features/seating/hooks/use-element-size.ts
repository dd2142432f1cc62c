import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from '../map/viewport';

/**
 * The element's content size, kept current by a ResizeObserver (phones rotate). The first
 * size comes from the observer's first report, after the browser's own layout: measuring as
 * the element mounts would force that layout inside React's commit (issue 28).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const width = Math.round(el.clientWidth);
      const height = Math.round(el.clientHeight);
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
