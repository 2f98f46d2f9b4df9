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
  return useMemo(() => i18next.getFixedT(language), [language])
}
