import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] ?? DEBIAN_CHROMIUM;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasApt(): boolean {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Like Playwright's `install --with-deps`, but from Debian's packages (no browser download):
 * Chromium, and CJK fonts so Chinese does not render as boxes. Installs only what is missing,
 * only as root with apt; otherwise stops with the command to run. Never passes silently.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const path = chromiumPath();
  const missing: string[] = [];
  if (!fs.existsSync(path)) {
    if (process.env['CHROMIUM_PATH']) throw new Error(`CHROMIUM_PATH points to ${path}, which does not exist`);
    missing.push('chromium');
  }
  if (!fs.existsSync(CJK_FONT_DIR) || !fs.readdirSync(CJK_FONT_DIR).some((f) => f.includes('CJK'))) {
    missing.push('fonts-noto-cjk');
  }
  if (missing.length === 0) return path;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!isRoot() || !hasApt()) {
    throw new Error(`The browser tests need Debian's ${missing.join(' and ')}: run \`sudo ${command}\``);
  }
  log(`Installing ${missing.join(', ')} from Debian's packages for the browser tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: 'inherit' });
  if (!fs.existsSync(path)) throw new Error(`${command} ran, but ${path} is still missing`);
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
