// The QoS forms' values, checks and the calls they become (C:cinder/api/schemas/qos_specs.py;
// keys and values up to SPEC_TEXT_MAX characters, src/rules/text-limits.ts).
import type { QosConsumer, QosSpecs } from '../../../api'
import { tr } from '../../../i18n/tr'
import { NAME_MAX, SPEC_TEXT_MAX } from '../../../rules/text-limits'

export interface SpecRow {
  key: string
  value: string
}

export interface QosValues {
  name: string
  consumer: QosConsumer
  rows: SpecRow[]
}

/** Keys a QoS spec commonly carries (front-end: Nova/libvirt's iotune; back-end: driver specific). */
export const COMMON_KEYS = [
  'total_iops_sec',
  'read_iops_sec',
  'write_iops_sec',
  'total_bytes_sec',
  'read_bytes_sec',
  'write_bytes_sec',
  'total_iops_sec_per_gb',
  'size_iops_sec',
] as const

export function validateQosName(name: string): string | undefined {
  if (name.trim() === '') return tr('The name is required.')
  if (name.trim().length > NAME_MAX) {
    return tr('The name can be at most {{max}} characters (now {{length}}).', {
      max: NAME_MAX,
      length: name.trim().length,
    })
  }
  return undefined
}

/** A row's key: required, unique, at most SPEC_TEXT_MAX, not "name" or "consumer" (they are fields of their own). */
export function validateRowKey(rows: readonly SpecRow[], index: number): string | undefined {
  const key = (rows[index]?.key ?? '').trim()
  if (key === '') return tr('The key is required.')
  if (key.length > SPEC_TEXT_MAX) return tr('The key can be at most {{max}} characters.', { max: SPEC_TEXT_MAX })
  if (key === 'name' || key === 'consumer') return tr('"{{key}}" is set above, not as a key.', { key })
  if (rows.findIndex((row) => row.key.trim() === key) !== index) return tr('This key is already in the list.')
  return undefined
}

export function validateRowValue(value: string): string | undefined {
  if (value.length > SPEC_TEXT_MAX) return tr('The value can be at most {{max}} characters.', { max: SPEC_TEXT_MAX })
  return undefined
}

export function specsOf(rows: readonly SpecRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.key.trim(), row.value]))
}

export function rowsOf(specs: Record<string, string>): SpecRow[] {
  return Object.entries(specs).map(([key, value]) => ({ key, value }))
}

export interface QosEdit {
  /** Keys to set (new or changed), with "consumer" when it changed (PUT /qos-specs/{id}). */
  set: Record<string, string>
  /** Keys to delete (PUT /qos-specs/{id}/delete_keys). */
  remove: string[]
}

/** What an edit sends, or null when nothing changed. */
export function qosEdit(specs: QosSpecs, values: Pick<QosValues, 'consumer' | 'rows'>): QosEdit | null {
  const next = specsOf(values.rows)
  const set: Record<string, string> = {}
  for (const [key, value] of Object.entries(next)) if (specs.specs[key] !== value) set[key] = value
  if (values.consumer !== specs.consumer) set.consumer = values.consumer
  const remove = Object.keys(specs.specs).filter((key) => !(key in next))
  return Object.keys(set).length === 0 && remove.length === 0 ? null : { set, remove }
}
