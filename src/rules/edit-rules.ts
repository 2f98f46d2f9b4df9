// Editing a volume and its metadata (E4–E9, docs/volume-edit.md): Cinder's refusals with their
// status and exact message, for the demo cloud to send and the console to explain first.
// C:cinder/volume/api.py#update, #_update_volume_metadata, #delete_volume_metadata;
// C:cinder/api/validation/parameter_types.py (extra_specs), C:cinder/api/schemas/volume_metadata.py.
import { OK, refuse, type Verdict } from './verdict'

/** E5: a volume in maintenance cannot be renamed, described or flagged bootable. */
export function canUpdateVolume(volume: { status: string }): Verdict {
  if (volume.status === 'maintenance') {
    return refuse(400, 'Invalid volume: The volume cannot be updated during maintenance.', 'E5')
  }
  return OK
}

/** The statuses in which a volume's metadata is frozen (E8). */
export const METADATA_FROZEN_STATUSES: readonly string[] = ['maintenance', 'uploading']

/** E8: a volume's metadata cannot change while it is in maintenance or uploading to an image. */
export function canChangeVolumeMetadata(volume: { status: string }, verb: 'Updating' | 'Deleting'): Verdict {
  if (METADATA_FROZEN_STATUSES.includes(volume.status)) {
    return refuse(
      400,
      `Invalid volume: ${verb} volume metadata is not allowed for volumes in ${volume.status} status.`,
      'E8',
    )
  }
  return OK
}

/** E4: a key is 1 to 255 of letters, digits and `- _ : . /` and the space (Cinder's extra_specs schema). */
export const METADATA_KEY_PATTERN = /^[a-zA-Z0-9-_:. /]{1,255}$/
/** E4: a value is a string of at most 255 characters. */
export const METADATA_VALUE_MAX = 255
export const METADATA_KEY_MAX = 255

/**
 * The visible admin metadata (C:cinder/api/api_utils.py#add_visible_admin_metadata): Cinder
 * merges these keys of its own into the volume's `metadata`, over a user key of the same name.
 * They are set by os-update_readonly_flag and by attaching, never by the metadata API.
 */
export const VISIBLE_ADMIN_KEYS = ['readonly', 'attached_mode'] as const

export type MetadataKeyProblem = 'empty' | 'long' | 'characters' | 'reserved' | 'twice'

/**
 * Why a key cannot be saved, or null. `reserved`: keys the console leaves to Cinder (a volume's
 * visible admin keys: a user key of that name would be hidden under Cinder's in the volume's view).
 */
export function metadataKeyProblem(
  key: string,
  others: readonly string[] = [],
  reserved: readonly string[] = [],
  /** Cinder's schema applies (a volume's metadata, E4); a snapshot's takes any characters (E10). */
  pattern = true,
): MetadataKeyProblem | null {
  if (key.length === 0) return 'empty'
  if (key.length > METADATA_KEY_MAX) return 'long'
  if (pattern && !METADATA_KEY_PATTERN.test(key)) return 'characters'
  if (reserved.includes(key)) return 'reserved'
  if (others.includes(key)) return 'twice'
  return null
}

export function metadataValueTooLong(value: string): boolean {
  return value.length > METADATA_VALUE_MAX
}

/** The keys Cinder shows in a volume's view that are its own, not the user's (with their values). */
export function adminEntries(
  viewMetadata: Record<string, string>,
  userMetadata: Record<string, string>,
): Array<[string, string]> {
  return VISIBLE_ADMIN_KEYS.filter(
    (key) => viewMetadata[key] !== undefined && viewMetadata[key] !== userMetadata[key],
  ).map((key) => [key, viewMetadata[key] as string])
}

export interface MetadataChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

/** What turns `before` into `after`, key by key. */
export function metadataChanges(before: Record<string, string>, after: Record<string, string>): MetadataChanges {
  const added: string[] = []
  const changed: string[] = []
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before)) added.push(key)
    else if (before[key] !== value) changed.push(key)
  }
  const removed = Object.keys(before).filter((key) => !(key in after))
  return { added, changed, removed }
}

export const noChanges = (changes: MetadataChanges): boolean =>
  changes.added.length + changes.changed.length + changes.removed.length === 0

/**
 * E10: a snapshot's metadata has no schema in Zed; Cinder checks only lengths
 * (C:cinder/utils.py#check_metadata_properties, via C:cinder/volume/api.py#update_snapshot_metadata):
 * any characters, a key of 1 to 255, a value up to 255; a length over is a 413.
 */
export function checkSnapshotMetadata(metadata: Record<string, string>): Verdict {
  for (const [key, value] of Object.entries(metadata)) {
    if (key.length === 0) {
      return refuse(
        400,
        'Invalid metadata: Invalid input received: Metadata key:  has 0 characters, less than 1.',
        'E10',
      )
    }
    if (key.length > METADATA_KEY_MAX) {
      return refuse(413, `Invalid metadata size: Metadata property key ${key} greater than 255 characters.`, 'E10')
    }
    if (value.length > METADATA_VALUE_MAX) {
      return refuse(
        413,
        `Invalid metadata size: Metadata property key ${key} value greater than 255 characters.`,
        'E10',
      )
    }
  }
  return OK
}
