import type { Volume } from '../api'
import { tr } from '../i18n/tr'
import { cinderTime } from '../rules/timestamps'

export { cinderTime }

export function volumeDisplayName(volume: Pick<Volume, 'id' | 'name'>): string {
  return volume.name?.trim() ? volume.name : volume.id
}

/** Server ids the volume is attached to, once each (a multi-attach volume can list several). */
export function attachedServerIds(volume: Pick<Volume, 'attachments'>): string[] {
  const ids = volume.attachments.map((a) => a.server_id).filter((id): id is string => Boolean(id))
  return [...new Set(ids)]
}

/** The same in every language. */
export function formatSize(gib: number): string {
  return `${gib} GiB`
}

// Called while rendering, so tr() gives the language shown now.

export function formatVolumeCount(count: number): string {
  return tr('{{count}} volumes', { count })
}

export function yesNo(value: boolean): string {
  return value ? tr('Yes') : tr('No')
}

export function formatCreated(timestamp: string | null | undefined): string {
  if (!timestamp) return '—'
  const date = new Date(cinderTime(timestamp))
  if (Number.isNaN(date.getTime())) return timestamp
  return date.toISOString().slice(0, 16).replace('T', ' ')
}
