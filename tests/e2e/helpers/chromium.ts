// Chromium from Debian (no browser download): its path and flags, shared by the e2e setup, the test
// files and the browser benchmarks.

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
