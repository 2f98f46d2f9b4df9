import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { setUpI18n } from '../i18n/i18n'

// Tests read the English source strings.
await setUpI18n('en')

// Unmount React trees between DOM tests (globals are off, so RTL cannot do it itself).
// Node-environment tests skip loading React Testing Library altogether.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}
