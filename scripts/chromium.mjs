/**
 * How every headless Chromium of the project runs (Debian's /usr/bin/chromium, as root, no
 * GPU, never reaching out): the Playwright page tests and the browser benchmarks launch it so.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
