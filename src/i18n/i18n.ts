// Languages: English (the source strings are the keys, so English needs no bundle but its
// plural forms) and Simplified Chinese, loaded only when chosen. The choice is kept in
// localStorage (a preference, not a secret); the first visit follows the browser's languages.
import i18next from 'i18next'

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh-CN', label: '简体中文' },
] as const

export type Language = (typeof LANGUAGES)[number]['code']

const STORAGE_KEY = 'volume-console.language'

/** English plural forms (`key_one`), one file per area, bundled with the app. */
const EN = import.meta.glob<Record<string, string>>('./en/*.json', { import: 'default', eager: true })

/**
 * zh-CN bundles, one file per area of the app; status.json is the "status" namespace. The demo
 * cloud's own pages (demo.json) come only with a demo build.
 */
type Bundles = Record<string, () => Promise<Record<string, string>>>
const ZH_CN: Bundles = import.meta.glob<Record<string, string>>(['./zh-CN/*.json', '!./zh-CN/demo.json'], {
  import: 'default',
})

function demoBundles(): Bundles {
  // Literal check, so a VITE_CLOUD=real build drops the demo strings.
  if (import.meta.env.VITE_CLOUD === 'real') return {}
  return import.meta.glob<Record<string, string>>('./zh-CN/demo.json', { import: 'default' })
}

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language.code === value)
}

export function preferredLanguage(
  stored: string | null = safeStorage()?.getItem(STORAGE_KEY) ?? null,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browser) {
    if (/^zh(-(cn|hans|sg)(-|$)|$)/i.test(tag)) return 'zh-CN'
    if (/^en(-|$)/i.test(tag)) return 'en'
  }
  return 'en'
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

async function loadBundles(language: Language): Promise<void> {
  if (language !== 'zh-CN' || i18next.hasResourceBundle('zh-CN', 'translation')) return
  const files = await Promise.all(
    Object.entries({ ...ZH_CN, ...demoBundles() }).map(async ([path, load]) => [path, await load()] as const),
  )
  for (const [path, strings] of files) {
    const namespace = path.endsWith('/status.json') ? 'status' : 'translation'
    i18next.addResourceBundle('zh-CN', namespace, strings, true, true)
  }
}

/** Before the first render. */
export async function setUpI18n(language: Language = preferredLanguage()): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: Object.assign({}, ...Object.values(EN)) } },
      partialBundledLanguages: true,
      ns: ['translation', 'status'],
      defaultNS: 'translation',
      // Keys are English sentences: dots and colons are text, not paths.
      keySeparator: false,
      nsSeparator: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    })
  }
  await changeLanguage(language, { remember: false })
}

export async function changeLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  await loadBundles(language)
  await i18next.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
  if (options.remember !== false) safeStorage()?.setItem(STORAGE_KEY, language)
}

export { i18next }
