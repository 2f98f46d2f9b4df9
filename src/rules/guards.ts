// What the dashboard may offer, and why not: the rules of cinder-rules.ts and nova-rules.ts
// asked about wire-format volumes and servers, with the reason in words for a tooltip. The
// demo cloud enforces the same rule functions with the real status and message.
import { atLeast } from '../api/microversion'
import type { Server, Volume } from '../api/types'
import { canDeleteVolume, canExtendVolume, canRetypeVolume, canUpdateReadonlyFlag } from './cinder-rules'
import { canChangeVolumesOf, canNovaAttach } from './nova-rules'
import { canChangeVolumeMetadata, canUpdateVolume } from './edit-rules'
import { tr } from '../i18n/tr'
import { isErrorStatus, SHELVE_VM_STATES, UNSHELVE_VM_STATES, volumeIs } from './statuses'
import type { Refusal } from './verdict'
import { isMultiattachType } from './volume-types'

export type Guard = { ok: true } | { ok: false; reason: string; rule?: Refusal['rule'] }

const OK: Guard = { ok: true }
/** A status in the reader's language (the status namespace; unknown ones as sent). */
const shown = (status: string) => tr(status, { ns: 'status' })
const no = (reason: string, rule?: Refusal['rule']): Guard => ({ ok: false, reason, rule })

function settling(volume: Pick<Volume, 'status'>): Guard | null {
  if (volumeIs('settling', volume.status))
    return no(tr('The volume is {{status}}; wait until it settles.', { status: shown(volume.status) }), 'state')
  if (isErrorStatus(volume.status))
    return no(tr('The volume is in an error state ({{status}}).', { status: shown(volume.status) }), 'R15')
  return null
}

/** Can this volume take another attachment at all (R1, R15, transitional states)? */
export function canAttachVolume(volume: Pick<Volume, 'status' | 'multiattach'>): Guard {
  const waiting = settling(volume)
  if (waiting) return waiting
  if (volume.status === 'available') return OK
  if (volume.status === 'in-use' && volume.multiattach) return OK
  if (volume.status === 'in-use') {
    return no(
      tr('The volume is attached and not shareable (multi-attach): detach it first, or use a shareable volume.'),
      'R1',
    )
  }
  return no(tr('A volume that is {{status}} cannot be attached.', { status: shown(volume.status) }), 'state')
}

export interface AttachContext {
  /** The compute microversion the dashboard sends. */
  computeVersion: string
}

function serverFacts(server: Server) {
  return {
    id: server.id,
    vmState: server['OS-EXT-STS:vm_state'],
    taskState: server['OS-EXT-STS:task_state'],
    locked: server.locked,
  }
}

/** Does Nova take volume changes on this server now (vm/task state, lock: R4)? */
export function canChangeServerVolumes(
  server: Server,
  action: 'attach_volume' | 'detach_volume',
  computeVersion: string,
): Guard {
  const state = canChangeVolumesOf(serverFacts(server), action, computeVersion)
  if (state.ok) return OK
  if (server.locked) return no(tr('The server is locked.'), state.rule)
  const task = server['OS-EXT-STS:task_state']
  const values = { status: shown(server.status).toLowerCase(), task: task ? shown(task) : undefined }
  if (action === 'attach_volume') {
    return no(
      task
        ? tr('The server is {{status}} ({{task}}): Nova does not attach volumes now.', values)
        : tr('The server is {{status}}: Nova does not attach volumes now.', values),
      state.rule,
    )
  }
  return no(
    task
      ? tr('The server is {{status}} ({{task}}): Nova does not detach volumes now.', values)
      : tr('The server is {{status}}: Nova does not detach volumes now.', values),
    state.rule,
  )
}

/** Can this volume be attached to this server (R2, R3, R4, server state)? */
export function canAttachTo(
  volume: Pick<Volume, 'id' | 'multiattach' | 'attachments'>,
  server: Server,
  context: AttachContext,
): Guard {
  const state = canChangeServerVolumes(server, 'attach_volume', context.computeVersion)
  if (!state.ok) return state
  const serversWithVolume = volume.attachments
    .map((attachment) => attachment.server_id)
    .filter((id): id is string => id !== null)
  const verdict = canNovaAttach(serverFacts(server), volume, {
    microversion: context.computeVersion,
    serversWithVolume,
    hostSupportsMultiattach: true,
  })
  if (verdict.ok) return OK
  switch (verdict.rule) {
    case 'R2':
    case 'R1':
      return no(tr('Already attached to this server.'), verdict.rule)
    case 'R4':
      return no(tr('Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.'), 'R4')
    case 'R3':
      return no(
        tr('Shareable volumes need Compute API 2.60; this cloud offers {{version}}.', {
          version: context.computeVersion,
        }),
        'R3',
      )
    default:
      return no(verdict.message, verdict.rule)
  }
}

/** Attachments the dashboard must not detach: a server's root volume (R15). */
export function canDetach(
  volume: Pick<Volume, 'status' | 'bootable'>,
  attachment: { device: string },
  /** The server, or only its summary (no image): then the device and the volume decide. */
  server: (Pick<Server, 'id'> & Partial<Pick<Server, 'image'>>) | undefined,
): Guard {
  if (volume.status === 'detaching') return no(tr('A detach of this volume is already in progress.'), 'state')
  if (volume.status !== 'in-use')
    return no(tr('The volume is {{status}}; wait until it settles.', { status: shown(volume.status) }), 'state')
  if (isRootVolume(volume, attachment.device, server)) return rootVolume()
  return OK
}

const rootVolume = () => no(tr("This is the server's root volume: Nova does not detach it."), 'R15')

/**
 * Nova keeps the root volume as the boot device (boot_index 0, which its API does not show): a
 * server booted from a volume (image "") whose bootable volume sits on the first disk. Where only
 * the server's summary is known (no image), a bootable volume on the first disk is its root: a
 * server booted from an image has its own disk there, so no volume is attached as that device.
 */
function isRootVolume(
  volume: Pick<Volume, 'bootable'>,
  device: string,
  server: Partial<Pick<Server, 'image'>> | undefined,
): boolean {
  const fromVolume = server !== undefined && (server.image === '' || server.image === undefined)
  return fromVolume && volume.bootable === 'true' && /^\/dev\/(x?v|s|h)da$/.test(device)
}

export function canDelete(volume: Pick<Volume, 'status' | 'attachments' | 'group_id'>): Guard {
  const verdict = canDeleteVolume({
    status: volume.status,
    attached: volume.attachments.length > 0,
    grouped: !!volume.group_id,
  })
  if (verdict.ok) return OK
  if (volume.group_id)
    return no(
      tr('A volume in a group cannot be deleted: remove it from its group, or delete the group with its volumes.'),
      'R13',
    )
  if (volume.attachments.length > 0 || volume.status === 'in-use')
    return no(tr('Attached volumes cannot be deleted: detach it from every server first.'), 'R13')
  if (volume.status === 'reserved')
    return no(tr('The volume is reserved (its server may be shelved): detach it first.'), 'R13')
  return no(tr('A volume that is {{status}} cannot be deleted.', { status: shown(volume.status) }), 'R13')
}

export function canExtend(volume: Pick<Volume, 'id' | 'status' | 'size'>, volumeVersion: string | null): Guard {
  const inUseOk = volumeVersion !== null && atLeast(volumeVersion, '3.42')
  const verdict = canExtendVolume(volume, volume.size + 1, inUseOk)
  if (verdict.ok) return OK
  if (volume.status === 'in-use') return no(tr('Extending an attached volume needs Block Storage API 3.42.'), 'R14')
  return no(tr('A volume that is {{status}} cannot be extended.', { status: shown(volume.status) }), 'R14')
}

export function canRetype(
  volume: Pick<Volume, 'id' | 'status' | 'multiattach' | 'volume_type' | 'group_id'>,
  target: { name: string; extra_specs?: Record<string, string>; encrypted?: boolean },
  allowed: (rule: string) => boolean = () => true,
): Guard {
  const verdict = canRetypeVolume(
    { ...volume, grouped: !!volume.group_id },
    { ...target, encrypted: target.encrypted ?? false },
    allowed,
  )
  if (verdict.ok) return OK
  if (volume.group_id) return no(tr('A volume in a group cannot be retyped: remove it from its group first.'), 'state')
  if (verdict.rule === 'R10' && isMultiattachType(target) !== volume.multiattach) {
    return no(
      tr('Changing between shareable and non-shareable types needs the volume to be available (detached).'),
      'R10',
    )
  }
  if (volume.volume_type === target.name) return no(tr('The volume already has this type.'), 'state')
  return no(verdict.message, verdict.rule)
}

export function canSetReadonly(volume: Pick<Volume, 'id' | 'status'>): Guard {
  return canUpdateReadonlyFlag(volume).ok
    ? OK
    : no(tr('The read-only flag can only change while the volume is available (detached).'), 'R16')
}

// Server-side guards, for the Instances panel.

function volumesOf(server: Server): Array<{ id: string }> {
  return server['os-extended-volumes:volumes_attached'] ?? []
}

/** Can this volume go onto this server: the volume's state (R1, R15), then the server's (R2–R4)? */
export function canAttachToServer(
  volume: Pick<Volume, 'id' | 'status' | 'multiattach' | 'attachments'>,
  server: Server,
  context: AttachContext,
): Guard {
  // A shelved-offloaded server's volumes are reservations, absent from attachments[]: Nova knows.
  const here =
    volume.attachments.some((attachment) => attachment.server_id === server.id) ||
    volumesOf(server).some((item) => item.id === volume.id)
  if (here) return no(tr('Already attached to this server.'), volume.multiattach ? 'R2' : 'R1')
  const own = canAttachVolume(volume)
  if (!own.ok) return own
  return canAttachTo(volume, server, context)
}

/**
 * Can Nova detach this volume from this server? `device` comes from the server's
 * os-volume_attachments, which also covers a shelved-offloaded server's reservations.
 */
export function canDetachFromServer(
  volume: Pick<Volume, 'status' | 'bootable' | 'attachments'>,
  server: Server,
  device: string | undefined,
): Guard {
  const attachment = volume.attachments.find((item) => item.server_id === server.id)
  if (attachment) return canDetach(volume, { device: device ?? attachment.device }, server)
  // Offloaded: Nova deletes the reservation locally, whatever the volume's status (R4 allows it).
  if (server['OS-EXT-STS:vm_state'] === 'shelved_offloaded') {
    return isRootVolume(volume, device ?? '', server) ? rootVolume() : OK
  }
  return no(tr('The volume is {{status}}; wait until it settles.', { status: shown(volume.status) }), 'state')
}

function busy(server: Server): Guard | null {
  if (server.locked) return no(tr('The server is locked.'), 'state')
  const task = server['OS-EXT-STS:task_state']
  if (task) return no(tr('The server is busy ({{task}}); wait until it settles.', { task: shown(task) }), 'state')
  return null
}

/** N:nova/compute/api.py#shelve: from SHELVE_VM_STATES only. */
export function canShelve(server: Server): Guard {
  const waiting = busy(server)
  if (waiting) return waiting
  const state = server['OS-EXT-STS:vm_state']
  if (UNSHELVE_VM_STATES.includes(state)) return no(tr('The server is already shelved.'), 'state')
  if (!SHELVE_VM_STATES.includes(state)) {
    return no(
      tr('Nova shelves active, stopped, paused or suspended servers; this one is {{state}}.', { state }),
      'state',
    )
  }
  return OK
}

/** N:nova/compute/api.py#unshelve: from UNSHELVE_VM_STATES only. */
export function canUnshelve(server: Server): Guard {
  const waiting = busy(server)
  if (waiting) return waiting
  const state = server['OS-EXT-STS:vm_state']
  if (!UNSHELVE_VM_STATES.includes(state)) return no(tr('Only a shelved server can be unshelved.'), 'state')
  return OK
}

/** Nova deletes a server in any state but locked; a second delete while deleting changes nothing. */
export function canDeleteServer(server: Server): Guard {
  if (server.locked) return no(tr('The server is locked.'), 'state')
  if (server['OS-EXT-STS:task_state'] === 'deleting') return no(tr('The server is already being deleted.'), 'state')
  return OK
}

/** Edit Volume: name, description, bootable (E5: not during maintenance). */
export function canEditVolume(volume: Pick<Volume, 'status'>): Guard {
  if (!canUpdateVolume(volume).ok) return no(tr('A volume in maintenance cannot be edited.'), 'E5')
  return OK
}

/** Edit Metadata of a volume (E8: not in maintenance, not while uploading to an image). */
export function canEditVolumeMetadata(volume: Pick<Volume, 'status'>): Guard {
  if (!canChangeVolumeMetadata(volume, 'Updating').ok) {
    return no(tr('The metadata of a volume that is {{status}} cannot change.', { status: shown(volume.status) }), 'E8')
  }
  return OK
}

/** A guard's reason, or undefined when it allows (for a control that takes a reason). */
export const reasonOf = (guard: Guard): string | undefined => (guard.ok ? undefined : guard.reason)

/**
 * Create Transfer (T5, T6): Cinder transfers only an available volume, so a shared volume must be
 * detached from every server; an encrypted one needs 3.70 (the console then uses /volume-transfers).
 */
export function canTransfer(
  volume: Pick<Volume, 'status' | 'multiattach' | 'encrypted'>,
  cinderVersion: string | null,
): Guard {
  if (volume.status === 'in-use' || volume.status === 'reserved') {
    return no(
      volume.multiattach
        ? tr('Cinder transfers only an available volume: detach this shared volume from every server first.')
        : tr('Cinder transfers only an available volume: detach it first.'),
      'T5',
    )
  }
  if (volume.status !== 'available') {
    return no(tr('A volume that is {{status}} cannot be transferred.', { status: shown(volume.status) }), 'T5')
  }
  if (volume.encrypted && !(cinderVersion !== null && atLeast(cinderVersion, '3.70'))) {
    return no(tr('This cloud transfers encrypted volumes from Cinder 3.70 only.'), 'T6')
  }
  return OK
}

/**
 * Upload to Image (U4): Cinder uploads an available volume. An in-use one only with force on a
 * cloud that sets enable_force_upload (off by default, and no API tells): the action stays offered
 * and the dialog says so. Other statuses are refused, or asked to settle first.
 */
export function canUploadToImage(volume: Pick<Volume, 'status'>): Guard {
  if (volume.status === 'available' || volume.status === 'in-use') return OK
  const unsettled = settling(volume)
  if (unsettled) return unsettled
  return no(tr('A volume that is {{status}} cannot be uploaded to an image.', { status: shown(volume.status) }), 'U4')
}
