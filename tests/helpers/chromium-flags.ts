/**
 * Chromium flags measured to work on these machines (stack notes): no sandbox as root, no network
 * chatter. Shared by the browser tests and the benchmarks (which cannot import vitest helpers).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
