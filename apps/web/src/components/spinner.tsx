/**
 * Something is loading: a ring that turns. Only a transform is animated, which the compositor
 * runs without the page's thread (decision 065). PrimeReact's ProgressSpinner drew an SVG
 * whose stroke dash and colour change at every frame: while one showed, every frame restyled
 * the page's animated elements on the main thread, at the same time as the page being loaded
 * (issue 28).
 *
 * With a `label`, a progress bar of no value that says what is loading (as ProgressSpinner's
 * role and aria-busy); without one, hidden from assistive technology, for a spinner beside a
 * text that says it. `size` is its width and height in rem; the ring is a twelfth of it.
 */
export function Spinner({ label, size = 3 }: { label?: string; size?: number }) {
  const style = { width: `${size}rem`, height: `${size}rem`, borderWidth: `${size / 12}rem` };
  const says = label
    ? { role: 'progressbar', 'aria-busy': true, 'aria-label': label }
    : { 'aria-hidden': true };
  return <span className="spinner" style={style} {...says} />;
}
