import { describe, expect, it } from 'vitest'
import {
  associateQosCommand,
  createGroupTypeCommand,
  editGroupTypeCommand,
  createQosCommand,
  createVolumeTypeCommand,
  editQosCommand,
  defaultTypeCommand,
  deleteGroupTypeCommand,
  deleteQosCommand,
  deleteVolumeTypeCommand,
  editVolumeTypeCommand,
  encryptionCommand,
  encryptionFieldsCleared,
  setExtraSpecCommand,
  setGroupSpecCommand,
  typeAccessCommand,
} from './admin-commands'

const TYPE = '6d2f1b6e-0c8a-4b2e-9f3d-2a1c5e7b9d40'

describe('the administrators’ catalogue commands', () => {
  it('volume types: delete, access given and taken back, a project’s default type set and unset (cinder at 3.62)', () => {
    expect(deleteVolumeTypeCommand('t1')).toBe('openstack volume type delete t1')
    expect(typeAccessCommand('t1', 'p1', true)).toBe('openstack volume type set --project p1 t1')
    expect(typeAccessCommand('t1', 'p1', false)).toBe('openstack volume type unset --project p1 t1')
    expect(defaultTypeCommand('p1', 't1')).toBe('cinder --os-volume-api-version 3.62 default-type-set t1 p1')
    expect(defaultTypeCommand('p1', null)).toBe('cinder --os-volume-api-version 3.62 default-type-unset p1')
  })

  it('QoS specs delete (--force while in use) and group type delete (openstack at 3.11)', () => {
    expect(deleteQosCommand('q1', false)).toBe('openstack volume qos delete q1')
    expect(deleteQosCommand('q1', true)).toBe('openstack volume qos delete --force q1')
    expect(deleteGroupTypeCommand('gt1')).toBe('openstack --os-volume-api-version 3.11 volume group type delete gt1')
  })

  it('Create Volume Type: its properties and encryption in the one openstack command', () => {
    expect(
      createVolumeTypeCommand({
        name: 'shared ssd',
        description: 'for clusters',
        isPublic: false,
        specs: { multiattach: '<is> True' },
        encryption: { provider: 'luks', cipher: 'aes-xts-plain64', key_size: 256, control_location: 'front-end' },
      }),
    ).toBe(
      "openstack volume type create --description 'for clusters' --private --property 'multiattach=<is> True' --encryption-provider luks --encryption-cipher aes-xts-plain64 --encryption-key-size 256 --encryption-control-location front-end 'shared ssd'",
    )
    expect(createVolumeTypeCommand({ name: 'plain', isPublic: true, specs: {} })).toBe(
      'openstack volume type create --public plain',
    )
  })

  it('Edit Volume Type: cinder type-update, the description sent empty to clear it', () => {
    expect(editVolumeTypeCommand('t1', { name: 'gold ssd', description: '', is_public: false })).toBe(
      "cinder type-update --name 'gold ssd' --description '' --is-public false t1",
    )
    expect(editVolumeTypeCommand('t1', { is_public: true })).toBe('cinder type-update --is-public true t1')
  })

  it('QoS specs: create with its consumer and properties, edit as set then unset, associate', () => {
    expect(createQosCommand('gold', 'back-end', { total_iops_sec: '500' })).toBe(
      'openstack volume qos create --consumer back-end --property total_iops_sec=500 gold',
    )
    expect(editQosCommand('q1', { set: { read_iops_sec: '100', consumer: 'both' }, remove: ['total_iops_sec'] })).toBe(
      [
        'openstack volume qos set --property read_iops_sec=100 --property consumer=both q1',
        'openstack volume qos unset --property total_iops_sec q1',
      ].join('\n'),
    )
    expect(associateQosCommand('q1', 't1')).toBe('openstack volume qos associate q1 t1')
  })

  it('group types at 3.11: create, its specs a second line (the create takes none), edit', () => {
    expect(
      createGroupTypeCommand({
        name: 'cg',
        description: 'consistent',
        isPublic: false,
        groupSpecs: { consistent_group_snapshot_enabled: '<is> True' },
      }),
    ).toBe(
      [
        'openstack --os-volume-api-version 3.11 volume group type create --description consistent --private cg',
        "openstack --os-volume-api-version 3.11 volume group type set --property 'consistent_group_snapshot_enabled=<is> True' cg",
      ].join('\n'),
    )
    expect(editGroupTypeCommand('gt1', { name: 'cg2', description: '', isPublic: true })).toBe(
      "openstack --os-volume-api-version 3.11 volume group type set --name cg2 --description '' --public gt1",
    )
  })

  it('an extra spec and a group spec set, as one property', () => {
    expect(setExtraSpecCommand('t1', 'multiattach', '<is> True')).toBe(
      "openstack volume type set --property 'multiattach=<is> True' t1",
    )
    expect(setGroupSpecCommand('gt1', 'consistent_group_snapshot_enabled', '<is> True')).toBe(
      "openstack --os-volume-api-version 3.11 volume group type set --property 'consistent_group_snapshot_enabled=<is> True' gt1",
    )
  })

  it('a type encrypted or its encryption changed: volume type set --encryption-*; a cleared field named apart', () => {
    expect(
      encryptionCommand(TYPE, {
        provider: 'luks',
        cipher: 'aes-xts-plain64',
        key_size: 256,
        control_location: 'front-end',
      }),
    ).toBe(
      `openstack volume type set --encryption-provider luks --encryption-cipher aes-xts-plain64 --encryption-key-size 256 --encryption-control-location front-end ${TYPE}`,
    )
    const change = { key_size: 512, cipher: null }
    expect(encryptionCommand(TYPE, change)).toBe(`openstack volume type set --encryption-key-size 512 ${TYPE}`)
    expect(encryptionFieldsCleared(change)).toEqual(['cipher'])
    expect(encryptionCommand(TYPE, { cipher: null })).toBe('')
  })
})
