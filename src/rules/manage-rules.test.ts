import { describe, expect, it } from 'vitest'
import {
  canManageVolume,
  canUnmanageSnapshot,
  canUnmanageVolume,
  managedVolumeId,
  readManageableQuery,
  VOLUME_UNMANAGE_REFUSED,
} from './manage-rules'
import { importFailure, pyBase64Decode, readImportRecord } from './backup-record-rules'

const query = (text: string, cluster = true) => readManageableQuery(new URLSearchParams(text), cluster)

describe('MG1: the manageable lists query', () => {
  it('needs one of host and cluster (cluster from 3.17), then checks limit, offset, sort, keys, dirs in that order', () => {
    expect(query('')).toMatchObject({
      message: 'Invalid input received: One and only one of cluster and host must be set.',
    })
    expect(query('host=a&cluster=b')).toMatchObject({ status: 400 })
    expect(query('cluster=b', false)).toMatchObject({ message: 'Invalid input received: Host field is missing.' })
    expect(query('host=a&limit=x&offset=-1')).toMatchObject({ message: 'limit param must be an integer' })
    expect(query('host=a&limit=-1')).toMatchObject({ message: 'limit param must be positive' })
    expect(query('host=a&offset=-1&sort=bad')).toMatchObject({ message: 'offset must be >= 0' })
    expect(query('host=a&offset=2147483648')).toMatchObject({ message: 'offset must be <= 2147483647' })
    expect(query('host=a&sort=size&sort_key=size')).toMatchObject({
      message: "The 'sort_key' and 'sort_dir' parameters are deprecated and cannot be used with the 'sort' parameter.",
    })
    expect(query('host=a&sort=name:up')).toMatchObject({ message: 'Invalid sort keys passed: name' })
    expect(query('host=a&sort=size:up')).toMatchObject({ message: 'Invalid sort dirs passed: up' })
  })

  it('defaults to reference descending and at most 1000 entries; a key without a dir is descending', () => {
    expect(query('host=a')).toEqual({
      host: 'a',
      cluster: null,
      limit: 1000,
      offset: 0,
      keys: ['reference'],
      dirs: ['desc'],
    })
    expect(query('host=a&limit=5000&sort=size,reference:asc')).toMatchObject({
      limit: 1000,
      keys: ['size', 'reference'],
      dirs: ['desc', 'asc'],
    })
  })
})

describe('MG2–MG4: manage and unmanage', () => {
  const ok = {
    requestedType: null,
    type: { encrypted: false },
    alreadyManaged: false,
    host: 'h',
    service: { up: true },
  }

  it('manage: unknown type, already managed, encrypted type, no service, service down, in that order', () => {
    expect(canManageVolume({ ...ok, requestedType: 'x', type: null, alreadyManaged: true })).toMatchObject({
      message: "Invalid volume type: Cannot find requested 'x' volume type",
    })
    expect(canManageVolume({ ...ok, alreadyManaged: true, service: null })).toMatchObject({
      message: 'Unable to manage existing volume. The volume is already managed',
    })
    expect(canManageVolume({ ...ok, type: { encrypted: true }, service: null })).toMatchObject({
      message: 'Managing to an encrypted volume type is not supported.',
    })
    expect(canManageVolume({ ...ok, service: null })).toMatchObject({ message: "Host 'h' not found" })
    expect(canManageVolume({ ...ok, service: null, byCluster: true })).toMatchObject({
      message: "Cluster 'h' not found",
    })
    expect(canManageVolume({ ...ok, service: { up: false } })).toMatchObject({
      message: 'Service is unavailable at this time.',
    })
    expect(canManageVolume(ok)).toEqual({ ok: true })
    expect(managedVolumeId('volume-0c7d5e0f-1111-4222-8333-944445555666')).toBe('0c7d5e0f-1111-4222-8333-944445555666')
    expect(managedVolumeId('legacy-db')).toBeNull()
  })

  it('unmanage a volume: encrypted first, then one text for status, attached, migrating, group and snapshots', () => {
    const volume = {
      status: 'available',
      attach_status: 'detached',
      migration_status: null,
      encrypted: false,
      snapshots: 0,
    }
    expect(canUnmanageVolume(volume)).toEqual({ ok: true })
    expect(canUnmanageVolume({ ...volume, status: 'in-use', encrypted: true })).toMatchObject({
      message: 'Unacceptable parameters.',
    })
    for (const cause of [
      { status: 'in-use' },
      { attach_status: 'attached' },
      { migration_status: 'migrating' },
      { group_id: 'g' },
      { snapshots: 1 },
    ]) {
      expect(canUnmanageVolume({ ...volume, ...cause })).toMatchObject({
        status: 400,
        message: VOLUME_UNMANAGE_REFUSED,
      })
    }
    expect(canUnmanageVolume({ ...volume, status: 'error_managing', migration_status: 'success' })).toEqual({
      ok: true,
    })
  })

  it('unmanage a snapshot: available or error, not taken with a group snapshot', () => {
    expect(canUnmanageSnapshot({ status: 'error' })).toEqual({ ok: true })
    expect(canUnmanageSnapshot({ status: 'available', group_snapshot_id: 'gs1' })).toMatchObject({
      message: 'Invalid snapshot: Snapshot status must be available or error and must not be part of a group.',
    })
    expect(canUnmanageSnapshot({ status: 'creating' })).toMatchObject({
      message: 'Invalid snapshot: Snapshot status must be available or error and must not be part of a group.',
    })
  })
})

describe('MG6: backup records', () => {
  it('decodes base64 as Python does: stray characters dropped, padding that completes a group ends it', () => {
    expect(new TextDecoder().decode(pyBase64Decode('e30=') ?? undefined)).toBe('{}')
    expect(new TextDecoder().decode(pyBase64Decode('e3!0=trailing') ?? undefined)).toBe('{}')
    expect(pyBase64Decode('abc')).toBeNull()
    expect(pyBase64Decode('abcde')).toBeNull()
  })

  it('reads a record: JSON, an id, a size, not a backup Cinder has', () => {
    const none = () => false
    expect(readImportRecord(btoa('[1'), none)).toMatchObject({
      message: "Invalid input received: Can't parse backup record.",
    })
    expect(readImportRecord(btoa('{"size": 1}'), none)).toMatchObject({
      message: 'Invalid input received: Provided backup record is missing an id',
    })
    expect(readImportRecord(btoa('{"id": "a"}'), none)).toMatchObject({
      message: 'Invalid input received: Provided backup record is missing size attribute',
    })
    expect(readImportRecord(btoa('{"id": "a", "size": 1}'), () => true)).toMatchObject({
      message: 'Invalid backup: Backup already exists in database.',
    })
    expect(readImportRecord(btoa('{"id": "a", "size": 1}'), none)).toEqual({ ok: true, record: { id: 'a', size: 1 } })
  })

  it('the backup service: its driver by prefix, then the fields it needs, then the id', () => {
    const driver = 'cinder.backup.drivers.posix.PosixBackupDriver'
    const full = {
      display_name: null,
      display_description: null,
      container: 'c',
      size: 1,
      service_metadata: 'm',
      object_count: 1,
      id: 'a',
    }
    expect(importFailure('cinder.backup.drivers.posix', driver, full, 'a')).toBeNull()
    expect(importFailure('', driver, full, 'a')).toBeNull()
    expect(importFailure('swift', driver, full, 'a')).toMatch(/^Import record failed, cannot find backup service/)
    expect(importFailure(driver, driver, { id: 'a', size: 1 }, 'a')).toBe(
      'Driver successfully decoded imported backup data, but there are missing fields (display_name, display_description, container, service_metadata, object_count).',
    )
  })
})
