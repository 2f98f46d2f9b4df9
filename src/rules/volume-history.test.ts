import { describe, expect, it } from 'vitest'
import type { Backup, InstanceAction, Message, Snapshot, Volume } from '../api'
import { actionForAttachment, serversToRead, volumeHistory } from './volume-history'

const action = (name: string, start: string, request: string): InstanceAction => ({
  action: name,
  instance_uuid: 'srv-1',
  request_id: request,
  user_id: 'alice',
  project_id: 'p',
  start_time: start,
  message: null,
})

const volume: Pick<Volume, 'id' | 'created_at' | 'user_id' | 'attachments'> = {
  id: 'vol-1',
  created_at: '2026-03-01T10:00:00.000000',
  user_id: 'bob',
  attachments: [
    {
      id: 'vol-1',
      attachment_id: 'att-1',
      volume_id: 'vol-1',
      server_id: 'srv-1',
      host_name: null,
      device: '/dev/vdb',
      attached_at: '2026-03-02T09:00:05.000000',
    },
    {
      id: 'vol-1',
      attachment_id: 'att-2',
      volume_id: 'vol-1',
      server_id: 'srv-2',
      host_name: null,
      device: '/dev/vdc',
      attached_at: '2026-03-03T09:00:00.000000',
    },
  ],
}

describe('actionForAttachment', () => {
  it('takes the attach_volume that started closest before the attachment, not another volume’s earlier one', () => {
    const actions = [
      action('attach_volume', '2026-03-02T08:30:00.000000', 'req-other-volume'),
      action('attach_volume', '2026-03-02T09:00:01.000000', 'req-this'),
      action('detach_volume', '2026-03-02T09:00:04.000000', 'req-detach'),
    ]
    expect(actionForAttachment(actions, '2026-03-02T09:00:05.000000')?.request_id).toBe('req-this')
  })

  it('matches the create of a server booted with the volume, and nothing outside ten minutes', () => {
    expect(
      actionForAttachment([action('create', '2026-03-02T08:55:00Z', 'req-create')], '2026-03-02T09:00:05.000000')
        ?.request_id,
    ).toBe('req-create')
    expect(
      actionForAttachment([action('attach_volume', '2026-03-02T08:40:00Z', 'req-old')], '2026-03-02T09:00:05'),
    ).toBe(undefined)
    // Nova's clock a little ahead of Cinder's: still the action that made it.
    expect(
      actionForAttachment([action('attach_volume', '2026-03-02T09:00:40Z', 'req-ahead')], '2026-03-02T09:00:05')
        ?.request_id,
    ).toBe('req-ahead')
  })
})

describe('volumeHistory', () => {
  it('puts creation, attachments with who and which request, snapshots, backups and failures in one list, newest first', () => {
    const snapshots = [
      {
        id: 'snap-1',
        name: 'before-upgrade',
        status: 'available',
        created_at: '2026-03-04T00:00:00.000000',
        user_id: 'carol',
      },
    ] as Snapshot[]
    const backups = [{ id: 'bak-1', name: null, status: 'error', created_at: '2026-03-05T00:00:00.000000' }] as Backup[]
    const messages = [
      {
        id: 'm-1',
        event_id: 'VOLUME_VOLUME_BACKUP_013_024',
        user_message: 'create backup:Backup failed to schedule.',
        created_at: '2026-03-05T00:00:01.000000',
        request_id: 'req-backup',
      },
    ] as Message[]
    const actions = new Map([['srv-1', [action('attach_volume', '2026-03-02T09:00:00.000000', 'req-attach')]]])

    const history = volumeHistory({ volume, snapshots, backups, messages, actions })

    expect(history).toEqual([
      {
        kind: 'failure',
        at: '2026-03-05T00:00:01.000000',
        text: 'create backup:Backup failed to schedule.',
        requestId: 'req-backup',
        eventId: 'VOLUME_VOLUME_BACKUP_013_024',
      },
      { kind: 'backup', at: '2026-03-05T00:00:00.000000', id: 'bak-1', name: null, status: 'error' },
      {
        kind: 'snapshot',
        at: '2026-03-04T00:00:00.000000',
        id: 'snap-1',
        name: 'before-upgrade',
        status: 'available',
        userId: 'carol',
      },
      // srv-2's actions were not read: the attachment is there, without who or which request.
      { kind: 'attached', at: '2026-03-03T09:00:00.000000', serverId: 'srv-2', device: '/dev/vdc' },
      {
        kind: 'attached',
        at: '2026-03-02T09:00:05.000000',
        serverId: 'srv-1',
        device: '/dev/vdb',
        userId: 'alice',
        requestId: 'req-attach',
      },
      { kind: 'created', at: '2026-03-01T10:00:00.000000', userId: 'bob' },
    ])
  })

  it('reads the actions of at most as many servers as asked, each once', () => {
    const twice = { attachments: [...volume.attachments, { ...volume.attachments[0]!, attachment_id: 'att-3' }] }
    expect(serversToRead(twice, 5)).toEqual(['srv-1', 'srv-2'])
    expect(serversToRead(twice, 1)).toEqual(['srv-1'])
  })
})
