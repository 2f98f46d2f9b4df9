import { describe, expect, it } from 'vitest'
import { defaultQuotasCommand, projectQuotasCommand, resetQuotasCommand } from './quota-commands'

const PROJECT = '5a2b7f0c9e1d4c3b8a6f2e1d0c9b8a7f'

describe('the quota commands', () => {
  it('Edit Quotas: the totals in one openstack quota set, a line per volume type, groups by cinderclient', () => {
    expect(
      projectQuotasCommand(PROJECT, {
        volumes: 20,
        per_volume_gigabytes: -1,
        gigabytes_fast_ssd: 100,
        volumes_fast_ssd: 5,
        groups: 4,
        snapshots_lvmdriver: 0,
      }),
    ).toBe(
      [
        `openstack quota set --volumes 20 --per-volume-gigabytes -1 ${PROJECT}`,
        `cinder --os-volume-api-version 3.13 quota-update --groups 4 ${PROJECT}`,
        `openstack quota set --volume-type fast_ssd --gigabytes 100 --volumes 5 ${PROJECT}`,
        `openstack quota set --volume-type lvmdriver --snapshots 0 ${PROJECT}`,
      ].join('\n'),
    )
  })

  it('a type name with a space is quoted', () => {
    expect(projectQuotasCommand(PROJECT, { 'volumes_Gold tier': 3 })).toBe(
      `openstack quota set --volume-type 'Gold tier' --volumes 3 ${PROJECT}`,
    )
  })

  it('Edit Defaults: --class default, the groups limit left to the request', () => {
    expect(defaultQuotasCommand({ backups: 15, backup_gigabytes: 500, groups: 3, volumes_fast: 2 })).toBe(
      [
        'openstack quota set --class --backups 15 --backup-gigabytes 500 default',
        'openstack quota set --class --volume-type fast --volumes 2 default',
      ].join('\n'),
    )
    expect(defaultQuotasCommand({ groups: 3 })).toBe('')
  })

  it('Reset to Defaults: cinderclient quota-delete', () => {
    expect(resetQuotasCommand(PROJECT)).toBe(`cinder quota-delete ${PROJECT}`)
  })
})
