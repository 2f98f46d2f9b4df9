// Where a table's column choice is kept: localStorage, one entry per table, cloud and user (the
// user id from the session's token body), so another user of the same browser has their own.
// Column ids only: never a token or anything secret. Other tabs see a change as it is made.
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { OpenStackClient } from '../api'
import type { ColumnPrefs, ColumnPrefsStore } from '../components/table/column-prefs'
import { parsePrefs } from '../components/table/column-prefs'
import { useClient } from './session'

const PREFIX = 'volume-console.columns'

/** The storage key of a table's choice for the session's user on its cloud. */
export function columnPrefsKey(client: OpenStackClient, table: string): string {
  const cloud = client.place.cloud ?? client.place.authUrl
  return `${PREFIX}:${table}:${encodeURIComponent(cloud)}:${client.token.user.id}`
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // Storage full or refused (private mode): the table stays as it was.
  }
  for (const listener of listeners) listener()
}

/** The choice for `table` of the signed-in user, and saving or forgetting it. */
export function useColumnPrefs(table: string): ColumnPrefsStore {
  const key = columnPrefsKey(useClient(), table)
  const text = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(key) ?? null,
    () => null,
  )
  const prefs = useMemo(() => parsePrefs(text), [text])
  const save = useCallback((next: ColumnPrefs) => write(key, JSON.stringify(next)), [key])
  const reset = useCallback(() => write(key, null), [key])
  return { prefs, save, reset }
}
