import type { CSSProperties, ReactNode } from 'react';

/** Out of sight, still read by screen readers. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only (table captions, live announcements). */
export function VisuallyHidden({
  children,
  as: Tag = 'span',
}: {
  children: ReactNode;
  as?: 'span' | 'caption';
}) {
  return <Tag style={VISUALLY_HIDDEN}>{children}</Tag>;
}
