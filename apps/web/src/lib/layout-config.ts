import { useSyncExternalStore } from 'react';
import sagaOrangeUrl from 'primereact/resources/themes/saga-orange/theme.css?url';
import aryaOrangeUrl from 'primereact/resources/themes/arya-orange/theme.css?url';
import { LAYOUT_CONFIG_KEY, readJson, writeItem } from './storage';

export type ColorScheme = 'light' | 'dark';
export type MenuMode = 'static' | 'overlay';

export interface LayoutConfig {
  theme: 'saga-orange' | 'arya-orange';
  colorScheme: ColorScheme;
  /** Root font size in px; PrimeReact and PrimeFlex sizes are in rem, so this scales all. */
  scale: number;
  menuMode: MenuMode;
}

export const SCALES = [12, 13, 14, 15, 16] as const;
/** Spec §2 and §9: saga-orange, scale 14, light scheme, static dashboard menu. */
export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  theme: 'saga-orange',
  colorScheme: 'light',
  scale: 14,
  menuMode: 'static',
};

const THEME_FOR_SCHEME = { light: 'saga-orange', dark: 'arya-orange' } as const;
const THEME_URLS = { 'saga-orange': sagaOrangeUrl, 'arya-orange': aryaOrangeUrl } as const;

function readConfig(): LayoutConfig {
  const stored = readJson<Partial<LayoutConfig>>(LAYOUT_CONFIG_KEY) ?? {};
  const colorScheme = stored.colorScheme === 'dark' ? 'dark' : 'light';
  const scale = SCALES.find((s) => s === stored.scale) ?? DEFAULT_LAYOUT_CONFIG.scale;
  const menuMode = stored.menuMode === 'overlay' ? 'overlay' : 'static';
  return { theme: THEME_FOR_SCHEME[colorScheme], colorScheme, scale, menuMode };
}

let config = readConfig();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLayoutConfig(): LayoutConfig {
  return config;
}

export function useLayoutConfig(): LayoutConfig {
  return useSyncExternalStore(subscribe, getLayoutConfig, getLayoutConfig);
}

export function updateLayoutConfig(change: Partial<Omit<LayoutConfig, 'theme'>>): void {
  const next = { ...config, ...change };
  config = { ...next, theme: THEME_FOR_SCHEME[next.colorScheme] };
  writeItem(LAYOUT_CONFIG_KEY, JSON.stringify(config));
  applyLayoutConfig();
  for (const listener of listeners) listener();
}

/** Puts the theme stylesheet, the font scale and the scheme on the document. */
export function applyLayoutConfig(): void {
  const root = document.documentElement;
  root.style.fontSize = `${config.scale}px`;
  root.dataset.scheme = config.colorScheme;
  root.style.colorScheme = config.colorScheme;
  let link = document.getElementById('theme-css') as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = 'theme-css';
    link.rel = 'stylesheet';
    // First in <head> so the app's own styles come after the theme and win.
    document.head.prepend(link);
  }
  // Compared as resolved addresses: the built page links the theme by its path, and the build
  // may name it by a whole URL (build/shipped-theme.ts).
  const href = THEME_URLS[config.theme];
  if (link.href !== new URL(href, document.baseURI).href) link.setAttribute('href', href);
}
