// Translation outside React (guards, labels built in plain functions): the same keys as t().
// Before i18next starts (the demo cloud's worker, a Node test that never set it up) it fills
// in the English key's {{placeholders}}.
import i18next from 'i18next'

export type TranslateValues = Record<string, string | number | undefined>

export function tr(key: string, values?: TranslateValues): string {
  if (i18next.isInitialized) return i18next.t(key, values ?? {})
  return key.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values?.[name] ?? ''))
}
