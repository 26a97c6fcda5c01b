/**
 * Debian's Chromium, launched the way these machines need (docs/toolchain.md#chromium): no sandbox
 * because CI runs as root, and no background networking because the network is closed.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
