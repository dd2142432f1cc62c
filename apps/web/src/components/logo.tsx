import logoLight from '../assets/logo-light.svg';
import logoDark from '../assets/logo-dark.svg';
import { useLayoutConfig } from '../lib/layout-config';

/** The Tickera logo in the variant that reads on the current colour scheme (spec §2). */
export function Logo({ height = 36, className }: { height?: number; className?: string }) {
  const { colorScheme } = useLayoutConfig();
  return (
    <img
      src={colorScheme === 'dark' ? logoDark : logoLight}
      alt="Tickera"
      height={height}
      width={Math.round((height * 200) / 48)}
      className={className}
    />
  );
}
