/**
 * How every headless Chromium of the project runs (Debian's /usr/bin/chromium, as root, no
 * GPU): the Playwright page tests and the browser benchmarks launch it with these flags.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
