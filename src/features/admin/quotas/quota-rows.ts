// The rows of a quota set as the admin edits them: one per Cinder key (the totals, groups, the
// largest volume, then each type's volumes, gigabytes and snapshots), with the usage beside it,
// and Cinder's checks of a new limit (src/rules/quota-limits.ts) in the reader's words.
import type { TFunction } from 'i18next'
import type { QuotaClassSet, QuotaUsageSet } from '../../../api'
import { tr } from '../../../i18n/tr'
import { canSetQuotaLimit, perTypeResource, QUOTA_LIMIT_MAX, quotaLimitCoversUsage } from '../../../rules/quota-limits'

/** The totals in the order the table shows them; each type's rows follow this order too. */
const TOTALS = ['volumes', 'gigabytes', 'snapshots', 'backups', 'backup_gigabytes', 'groups', 'per_volume_gigabytes']

export interface QuotaRow {
  key: string
  /** The volume type of a `<resource>_<type>` key, null for a total. */
  type: string | null
  resource: string
  limit: number
  /** In use and reserved; null where the set has none (the default quota class). */
  inUse: number | null
  reserved: number | null
}

function split(key: string): { type: string | null; resource: string } | null {
  if (TOTALS.includes(key)) return { type: null, resource: key }
  const resource = perTypeResource(key)
  return resource ? { type: key.slice(resource.length + 1), resource } : null
}

/** Every key of a quota set (with usage) or of the default class, totals first, types by name. */
export function quotaRows(set: QuotaUsageSet | QuotaClassSet): QuotaRow[] {
  const rows: QuotaRow[] = []
  for (const [key, value] of Object.entries(set)) {
    const parts = split(key)
    if (!parts) continue
    if (typeof value === 'number') rows.push({ key, ...parts, limit: value, inUse: null, reserved: null })
    else if (value && typeof value === 'object') {
      rows.push({ key, ...parts, limit: value.limit, inUse: value.in_use, reserved: value.reserved })
    }
  }
  const order = (row: QuotaRow) =>
    row.type === null ? TOTALS.indexOf(row.resource) : TOTALS.length + TOTALS.indexOf(row.resource)
  return rows.sort((a, b) => (a.type ?? '').localeCompare(b.type ?? '') || order(a) - order(b))
}

/** What a row is called, in the reader's language. */
export function quotaLabel(t: TFunction, row: Pick<QuotaRow, 'type' | 'resource'>): string {
  if (row.type !== null) {
    if (row.resource === 'volumes') return t('Volumes of type {{type}}', { type: row.type })
    if (row.resource === 'gigabytes') return t('Gigabytes of type {{type}}', { type: row.type })
    return t('Snapshots of type {{type}}', { type: row.type })
  }
  switch (row.resource) {
    case 'volumes':
      return t('Volumes')
    case 'gigabytes':
      return t('Volume gigabytes')
    case 'snapshots':
      return t('Snapshots')
    case 'backups':
      return t('Backups')
    case 'backup_gigabytes':
      return t('Backup gigabytes')
    case 'groups':
      return t('Groups')
    default:
      return t('Largest volume (GiB)')
  }
}

/** What the row uses: in use + reserved, as Cinder compares a new limit with. */
export function usedOf(row: QuotaRow): number | null {
  return row.inUse === null ? null : row.inUse + (row.reserved ?? 0)
}

/**
 * Why a limit typed for this row would be refused, or null: a whole number from -1 (no limit) to
 * QUOTA_LIMIT_MAX, and, where the row has usage, not below it (-1 and per_volume_gigabytes excepted).
 * Cinder compares only a key the project has a row of its own for (Q7): on a key still at the
 * default it accepts a lower limit, but the console cannot tell the two apart and refuses both.
 */
export function limitProblem(text: string, row: QuotaRow): string | null {
  const trimmed = text.trim()
  if (!/^-?\d+$/.test(trimmed)) return tr('Enter a whole number; -1 means no limit.')
  const value = Number(trimmed)
  if (!canSetQuotaLimit(row.key, value).ok) {
    return value < -1 ? tr('The lowest is -1 (no limit).') : tr('The highest is {{max}}.', { max: QUOTA_LIMIT_MAX })
  }
  const used = usedOf(row)
  if (used !== null && !quotaLimitCoversUsage(row.key, value, used).ok) {
    return tr(
      'Cinder refuses a limit below what the project uses: {{used}} ({{inUse}} in use, {{reserved}} reserved).',
      { used, inUse: row.inUse ?? 0, reserved: row.reserved ?? 0 },
    )
  }
  return null
}

/** The form's values: each row's limit as text, in the rows' order (keys may hold dots). */
export interface LimitValues {
  limits: string[]
}

export function initialValues(rows: QuotaRow[]): LimitValues {
  return { limits: rows.map((row) => String(row.limit)) }
}

/** Only the keys whose limit changed, as numbers (what is sent). */
export function changedLimits(rows: QuotaRow[], values: LimitValues): Record<string, number> {
  const changed: Record<string, number> = {}
  for (const [index, row] of rows.entries()) {
    const text = values.limits[index]?.trim()
    if (text === undefined || text === '') continue
    const value = Number(text)
    if (value !== row.limit) changed[row.key] = value
  }
  return changed
}
