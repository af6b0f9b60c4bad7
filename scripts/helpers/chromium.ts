/**
 * Debian's Chromium as this project drives it (browser tests and the Lighthouse audit). Without the
 * background-networking flags Chromium keeps reaching for Google's hosts, which this machine refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
