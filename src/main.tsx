import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { preferredLanguage, setUpI18n } from './i18n/i18n'
import { loadThemeWords } from './lib/theme'
import { loadRuntimeConfig } from './lib/runtime-config'

/**
 * Demo mode (the default) answers OpenStack calls from an in-memory cloud in a service
 * worker. The literal env check lets a VITE_CLOUD=real build drop MSW entirely.
 */
async function startDemoCloudIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_CLOUD === 'real') return
  const { startDemoCloud } = await import('./mocks/browser')
  const scenario = new URLSearchParams(window.location.search).get('scenario') ?? undefined
  await startDemoCloud({ scenario })
}

async function main(): Promise<void> {
  const language = preferredLanguage()
  await Promise.all([startDemoCloudIfEnabled(), loadRuntimeConfig(), setUpI18n(language), loadThemeWords(language)])
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void main()
