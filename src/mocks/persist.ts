// The browser demo cloud's state survives reloads in IndexedDB (the scale scenario is far
// beyond localStorage's few megabytes). Tokens are never stored.
import type { CloudSettings, CloudState } from './cloud/state'

const DB = 'volume-console-demo-cloud'
const STORE = 'kv'
const KEY = 'cloud'

export interface SavedCloud {
  state: CloudState
  settings: CloudSettings
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'))
  })
}

export async function loadCloud(): Promise<SavedCloud | undefined> {
  try {
    const db = await open()
    return await new Promise((resolve, reject) => {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY)
      request.onsuccess = () => resolve(request.result as SavedCloud | undefined)
      request.onerror = () => reject(request.error ?? new Error('read failed'))
    })
  } catch {
    return undefined
  }
}

export async function saveCloud(saved: SavedCloud): Promise<void> {
  try {
    const db = await open()
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite')
      transaction.objectStore(STORE).put(saved, KEY)
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error ?? new Error('write failed'))
    })
  } catch (error) {
    console.warn('demo cloud: could not save its state', error)
  }
}
