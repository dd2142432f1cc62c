import type { CSSProperties } from 'react';
import { useLayoutConfig } from '../lib/layout-config';

/**
 * The Tickera logo in the variant that reads on the current colour scheme (spec §2): the
 * ticket drawn as paths, the name as the page's own text. As an SVG image with its name in
 * `<text>`, every page paid a document of its own for it and the SVG's text layout, 20-40 ms
 * of the first tasks on a phone (issue 28, decision 060). The name is the picture's, as it
 * was in the image: its letters are written by the stylesheet (base.css), its name for a
 * reader is the label.
 */
export function Logo({ height = 36, className }: { height?: number; className?: string }) {
  const { colorScheme } = useLayoutConfig();
  const style = {
    '--logo-height': `${height}px`,
    '--logo-ink': colorScheme === 'dark' ? '#f8f9fa' : '#1f2937',
  } as CSSProperties;
  return (
    <span
      role="img"
      aria-label="Tickera"
      className={className ? `app-logo ${className}` : 'app-logo'}
      style={style}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <g transform="translate(2 6) rotate(-8 18 18)">
          <path
            d="M2 8a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v6a5 5 0 0 0 0 10v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4v-6a5 5 0 0 0 0-10z"
            fill="#ffc107"
          />
          <path d="M26 6v26" stroke="#1f2937" strokeWidth="2" strokeDasharray="3 3" />
          <path
            d="M9 14h11M9 19h11M9 24h7"
            stroke="#1f2937"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </g>
      </svg>
      <span className="app-logo-name" aria-hidden="true" />
    </span>
  );
}
