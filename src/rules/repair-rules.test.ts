// The repair rules: Zed's answers (which the demo cloud sends) and the console's stricter checks.
import { describe, expect, it } from 'vitest'
import {
  canRemoveAttachment,
  canReset,
  detachMethod,
  forceDeleteVerdict,
  forceDetachVerdict,
  resetVerdict,
  type AttachmentFacts,
} from './repair-rules'

const record = (id: string, overrides: Partial<AttachmentFacts> = {}): AttachmentFacts => ({
  id,
  instanceId: `server-${id}`,
  hasConnectionInfo: true,
  status: 'attached',
  nova: 'same',
  ...overrides,
})
const EMPTY_ID = 'ConflictNovaUsingAttachment: Detach volume from instance  using the Compute API'

describe('reset status (A1)', () => {
  it('refuses what Zed refuses, and accepts detaching (Zed’s missing comma)', () => {
    expect(resetVerdict({}, 0)).toMatchObject({ status: 400, message: expect.stringMatching(/^Must specify/) })
    expect(resetVerdict({ status: 'deleting' }, 0)).toMatchObject({ message: 'Cannot reset-state to deleting' })
    expect(resetVerdict({ status: 'in-use' }, 0)).toMatchObject({
      message: expect.stringMatching(/^Cannot reset-state to in-use/),
    })
    expect(resetVerdict({ status: 'in-use' }, 1)).toEqual({ ok: true })
    expect(resetVerdict({ status: 'detaching' }, 0)).toEqual({ ok: true })
    expect(resetVerdict({ attach_status: 'attaching' }, 0)).toMatchObject({
      message: "Volume attach status: attaching is invalid, valid statuses are: ['attached', 'detached'].",
    })
  })

  it('refuses available while attachment records exist, unless they are detached with it', () => {
    const facts = { status: 'in-use', migrationStatus: null, attachmentRecords: 2 }
    expect(canReset(facts, { status: 'available' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^The volume has 2 attachment records/),
    })
    expect(canReset(facts, { status: 'available', attach_status: 'detached' })).toEqual({ ok: true })
    expect(canReset(facts, { status: 'error' })).toEqual({ ok: true })
    expect(canReset({ ...facts, attachmentRecords: 0, status: 'error' }, { status: 'available' })).toEqual({ ok: true })
  })

  it('refuses a reset that changes nothing, and explains in-use without records', () => {
    expect(
      canReset({ status: 'error', migrationStatus: null, attachmentRecords: 0 }, { status: 'error' }),
    ).toMatchObject({ ok: false })
    expect(canReset({ status: 'error', migrationStatus: null, attachmentRecords: 0 }, {})).toMatchObject({ ok: false })
    expect(
      canReset({ status: 'error', migrationStatus: null, attachmentRecords: 0 }, { status: 'in-use' }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/cannot be in-use/),
    })
  })
})

describe('force detach (A2)', () => {
  it('checks the only record, and refuses with an empty server id when there are several', () => {
    expect(
      forceDetachVerdict({ volumeStatus: 'in-use', records: [record('a', { nova: 'gone' })], attachmentId: 'a' }),
    ).toEqual({ ok: true })
    expect(forceDetachVerdict({ volumeStatus: 'in-use', records: [record('a')], attachmentId: 'a' })).toMatchObject({
      status: 409,
      message: 'ConflictNovaUsingAttachment: Detach volume from instance server-a using the Compute API',
    })
    const two = [record('a', { nova: 'gone' }), record('b')]
    expect(forceDetachVerdict({ volumeStatus: 'in-use', records: two, attachmentId: 'a' })).toMatchObject({
      status: 409,
      message: EMPTY_ID,
    })
    expect(forceDetachVerdict({ volumeStatus: 'available', records: [], attachmentId: 'nope' })).toMatchObject({
      status: 409,
      message: EMPTY_ID,
    })
    expect(
      forceDetachVerdict({
        volumeStatus: 'maintenance',
        records: [record('a', { status: 'reserved', hasConnectionInfo: false })],
        attachmentId: 'a',
      }),
    ).toMatchObject({ status: 400, message: 'Invalid volume: The volume cannot be detached in maintenance mode.' })
  })

  it('removes one of several records by its own delete, refusing one Nova still uses', () => {
    expect(detachMethod(1, true)).toBe('force-detach')
    expect(detachMethod(3, true)).toBe('attachment-delete')
    expect(detachMethod(3, false)).toBe('force-detach')
    const records = [
      record('a'),
      record('b', { nova: 'gone' }),
      record('c', { status: 'reserved', hasConnectionInfo: false, nova: 'same' }),
    ]
    const facts = { volumeStatus: 'in-use', records, attachmentsApi: true }
    expect(canRemoveAttachment(facts, 'b')).toEqual({ ok: true })
    expect(canRemoveAttachment(facts, 'c')).toEqual({ ok: true })
    expect(canRemoveAttachment(facts, 'a')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Nova still has this volume on server server-a/),
    })
    expect(canRemoveAttachment(facts, 'zzz')).toMatchObject({ ok: false })
  })
})

describe('force delete (A3)', () => {
  it('skips the status check only', () => {
    expect(forceDeleteVerdict({ attachStatus: 'detached', migrating: false, snapshots: 0 })).toEqual({ ok: true })
    for (const facts of [
      { attachStatus: 'attached', migrating: false, snapshots: 0 },
      { attachStatus: 'detached', migrating: true, snapshots: 0 },
      { attachStatus: 'detached', migrating: false, snapshots: 1 },
    ]) {
      expect(forceDeleteVerdict(facts)).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^Invalid volume: Volume {2}must not be migrating/),
      })
    }
  })
})
