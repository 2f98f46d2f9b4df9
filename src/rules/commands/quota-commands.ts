// The commands of the admin's quota dialogs: a project's limits (Edit Quotas), the default quota
// class (Edit Defaults) and a project back to the defaults (Reset to Defaults).
// openstackclient 6.0's `quota set` takes volumes, gigabytes, snapshots, backups,
// backup-gigabytes and per-volume-gigabytes, one volume type's at a time with --volume-type
// (openstackclient/common/quota.py), --class for a quota class; it has no groups and no delete.
// cinderclient's `quota-update --groups` (from 3.13) and `quota-delete` do those; its
// `quota-class-update` has no --groups either, so no CLI sets the default groups limit.
import { perTypeResource } from '../quota-limits'
import { commandLine } from './shell'

/** The microversion cinderclient's quota-update needs for --groups (cinderclient/v3/shell.py). */
const GROUPS_QUOTA_MICROVERSION = '3.13'

/** The limits no CLI sets in the default quota class. */
export const DEFAULT_LIMITS_WITHOUT_CLI = ['groups'] as const

const flag = (resource: string) => `--${resource.replaceAll('_', '-')}`

/** The keys of `limits` by volume type ('' for the totals), in the order given. */
function byType(limits: Readonly<Record<string, number>>): Map<string, [string, number][]> {
  const groups = new Map<string, [string, number][]>()
  for (const [key, value] of Object.entries(limits)) {
    const resource = perTypeResource(key)
    const type = resource ? key.slice(resource.length + 1) : ''
    groups.set(type, [...(groups.get(type) ?? []), [resource ?? key, value]])
  }
  return groups
}

function quotaSet(target: string[], type: string, entries: [string, number][]): string {
  const typeWords = type ? ['--volume-type', type] : []
  const values = entries.flatMap(([resource, value]) => [flag(resource), String(value)])
  return commandLine([
    'openstack',
    'quota',
    'set',
    ...target.slice(0, -1),
    ...typeWords,
    ...values,
    ...target.slice(-1),
  ])
}

/** Edit Quotas of a project: a line per volume type, and cinderclient's for groups. */
export function projectQuotasCommand(projectId: string, limits: Readonly<Record<string, number>>): string {
  const lines: string[] = []
  for (const [type, entries] of byType(limits)) {
    const groups = type ? [] : entries.filter(([resource]) => resource === 'groups')
    const rest = entries.filter((entry) => !groups.includes(entry))
    if (rest.length > 0) lines.push(quotaSet([projectId], type, rest))
    for (const [, value] of groups) {
      lines.push(
        commandLine([
          'cinder',
          '--os-volume-api-version',
          GROUPS_QUOTA_MICROVERSION,
          'quota-update',
          '--groups',
          String(value),
          projectId,
        ]),
      )
    }
  }
  return lines.join('\n')
}

/**
 * Edit Defaults: `openstack quota set --class … default`, a line per volume type; the limits of
 * DEFAULT_LIMITS_WITHOUT_CLI are left out (the dialog says so).
 */
export function defaultQuotasCommand(limits: Readonly<Record<string, number>>): string {
  const lines: string[] = []
  for (const [type, entries] of byType(limits)) {
    const rest = entries.filter(
      ([resource]) => type !== '' || !DEFAULT_LIMITS_WITHOUT_CLI.includes(resource as 'groups'),
    )
    if (rest.length > 0) lines.push(quotaSet(['--class', 'default'], type, rest))
  }
  return lines.join('\n')
}

/** Reset to Defaults: cinderclient's quota-delete (openstackclient 6.0 has no quota delete). */
export function resetQuotasCommand(projectId: string): string {
  return commandLine(['cinder', 'quota-delete', projectId])
}
