// The rows of the metadata editor and their checks (E4, docs/volume-edit.md), in the reader's words.
import { N_ } from '../../i18n/marker'
import { tr } from '../../i18n/tr'
import {
  METADATA_KEY_MAX,
  METADATA_VALUE_MAX,
  metadataKeyProblem,
  metadataValueTooLong,
  type MetadataKeyProblem,
} from '../../rules/edit-rules'

export interface MetadataRow {
  key: string
  value: string
}

export interface MetadataFormValues {
  rows: MetadataRow[]
}

export function rowsOf(metadata: Record<string, string>): MetadataRow[] {
  return Object.keys(metadata)
    .sort((a, b) => a.localeCompare(b))
    .map((key) => ({ key, value: metadata[key] as string }))
}

/** The metadata the rows say (keys without the spaces around them). */
export function metadataOf(rows: readonly MetadataRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.key.trim(), row.value]))
}

const KEY_PROBLEMS: Record<MetadataKeyProblem, string> = {
  empty: N_('Enter a key, or remove the row.'),
  long: N_('A key can be at most {{max}} characters (now {{length}}).'),
  characters: N_('Cinder takes letters, digits, spaces and - _ : . / in a key.'),
  reserved: N_('Cinder keeps “{{key}}” for itself: Set read-only and attaching set it.'),
  twice: N_('This key is in the list twice.'),
}

/** A react-hook-form rule for the key of row `index`. */
export function validateKey(index: number, reserved: readonly string[], pattern: boolean) {
  return (value: unknown, values: MetadataFormValues): true | string => {
    const key = String(value ?? '').trim()
    const others = values.rows.filter((_, other) => other !== index).map((row) => row.key.trim())
    const problem = metadataKeyProblem(key, others, reserved, pattern)
    return problem === null || tr(KEY_PROBLEMS[problem], { key, max: METADATA_KEY_MAX, length: key.length })
  }
}

export function validateValue(raw: unknown): true | string {
  const value = String(raw ?? '')
  return (
    !metadataValueTooLong(value) ||
    tr('A value can be at most {{max}} characters (now {{length}}).', { max: METADATA_VALUE_MAX, length: value.length })
  )
}
