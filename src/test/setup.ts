import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { setUpI18n } from '../i18n/i18n'

// Tests read the English source strings. This file runs before each test file, also where files
// share a worker's environment (vite.config.ts): a file that switched language starts the next in
// English, and with nothing in web storage, as a fresh environment would.
await setUpI18n('en')
if (typeof localStorage !== 'undefined') {
  localStorage.clear()
  sessionStorage.clear()
}

// Unmount React trees between DOM tests (globals are off, so RTL cannot do it itself).
// Node-environment tests skip loading React Testing Library altogether.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  // findBy… and waitFor wait for what the user would see, however long a loaded machine takes to
  // draw it; Testing Library's own default (1 s) made a test's verdict depend on the machine's
  // speed. A passing step never waits longer: the wait ends when the element is there. 15 s was
  // not enough for a lazy route's first load with every core busy (stress-ng beside the suite);
  // the cap stays under the DOM projects' 90 s per test (vite.config.ts).
  configure({ asyncUtilTimeout: 45_000 })
  afterEach(() => {
    cleanup()
  })
}
