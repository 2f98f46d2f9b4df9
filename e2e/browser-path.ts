// The browser the journeys drive: CHROME_PATH, else Debian's chromium-headless-shell (Chromium's
// headless-only build, as Playwright itself uses for headless runs: no browser UI to draw, a
// quarter less CPU a journey here), else Debian's chromium, else Playwright's own download.
import { existsSync } from 'node:fs'

const DEBIAN = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

export function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return DEBIAN.find((path) => existsSync(path))
}
