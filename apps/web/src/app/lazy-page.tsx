import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ListSkeleton } from '../components/list-skeleton';

/**
 * A page loaded with its own code the first time it opens: the public pages do not carry
 * the back office, its tables, forms and PDF code (issue 11, split bundle).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<Props> }));
}

/** Where a lazy page appears: a placeholder the size of a list while its code arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ListSkeleton label="Cargando la página" />}>{children}</Suspense>;
}
