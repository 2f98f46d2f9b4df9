// Lighthouse performance and accessibility scores of a URL, when the `lighthouse` package
// resolves (it is not a dependency: nothing is installed for it). Chromium is launched by
// chrome-launcher, which comes with lighthouse.
import { CHROMIUM } from './browser.ts'

export type LighthouseScores =
  | { installed: false }
  | { installed: true; url: string; performance: number | null; accessibility: number | null }
  | { installed: true; url: string; error: string }

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null } | undefined> }
}
type LighthouseFn = (url: string, flags: object) => Promise<LighthouseResult | undefined>
interface LaunchedChrome {
  port: number
  kill: () => unknown
}
type LaunchFn = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>

/** Imports an optional package by a computed name, so neither tsc nor the bundler looks for it. */
async function optional<T>(name: string): Promise<T | null> {
  try {
    return (await import(name)) as T
  } catch {
    return null
  }
}

export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const lighthouse = await optional<{ default: LighthouseFn }>('lighthouse')
  if (!lighthouse) return { installed: false }
  const launcher = await optional<{ launch: LaunchFn }>('chrome-launcher')
  if (!launcher) return { installed: true, url, error: 'chrome-launcher does not resolve' }
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  try {
    const result = await lighthouse.default(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const categories = result?.lhr.categories ?? {}
    const score = (name: string) => {
      const value = categories[name]?.score
      return typeof value === 'number' ? Math.round(value * 100) : null
    }
    return { installed: true, url, performance: score('performance'), accessibility: score('accessibility') }
  } catch (error) {
    return { installed: true, url, error: error instanceof Error ? error.message : String(error) }
  } finally {
    await chrome.kill()
  }
}
