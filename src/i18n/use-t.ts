// The one way components translate: `const t = useT()`, then t with the English text as the
// key (placeholders and a count as options; statuses with the "status" namespace). Re-renders
// on a language change; `t` is a new function then, so memos that use it rebuild.
// (A hook of its own rather than react-i18next's: it keeps that package out of the first page.)
import type { TFunction } from 'i18next'
import i18next from 'i18next'
import { useMemo, useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange)
  return () => i18next.off('languageChanged', onChange)
}

const current = () => i18next.language

export function useLanguage(): string {
  return useSyncExternalStore(subscribe, current, current)
}

export function useT(): TFunction {
  const language = useLanguage()
  return useMemo(() => remembering(language), [language])
}

/** One `t` per language, and the words each was asked for without options. */
const remembered = new Map<string, { t: TFunction; words: Map<string, unknown> }>()
let watching = false

/**
 * A text asked for without options (a column header, a status, a label in every row) comes from
 * a map the second time: i18next's lookup costs a tenth of a millisecond, and a page of rows asks
 * for the same texts a few hundred times as it is drawn. Words added to or removed from a
 * language (Chinese arrives before the switch to it) empty the maps.
 */
function remembering(language: string): TFunction {
  if (!watching && i18next.store) {
    watching = true
    const forget = () => remembered.forEach((entry) => entry.words.clear())
    i18next.store.on('added', forget)
    i18next.store.on('removed', forget)
  }
  const kept = remembered.get(language)
  if (kept) return kept.t
  const call = i18next.getFixedT(language) as unknown as (...args: unknown[]) => unknown
  const words = new Map<string, unknown>()
  const fast = (...args: unknown[]): unknown => {
    const [key] = args
    if (args.length !== 1 || typeof key !== 'string') return call(...args)
    if (!words.has(key)) words.set(key, call(key))
    return words.get(key)
  }
  const t = fast as unknown as TFunction
  remembered.set(language, { t, words })
  return t
}
