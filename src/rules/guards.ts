// What the dashboard may offer, and why not: the rules of cinder-rules.ts and nova-rules.ts
// asked about wire-format volumes and servers, with the reason in words for a tooltip. The
// demo cloud enforces the same rule functions with the real status and message.
import { atLeast } from '../api/microversion'
import type { Server, Volume } from '../api/types'
import { canDeleteVolume, canExtendVolume, canRetypeVolume, canUpdateReadonlyFlag } from './cinder-rules'
import { canChangeVolumesOf, canNovaAttach } from './nova-rules'
import type { Refusal } from './verdict'
import { isMultiattachType } from './volume-types'

export type Guard = { ok: true } | { ok: false; reason: string; rule?: Refusal['rule'] }

const OK: Guard = { ok: true }
const no = (reason: string, rule?: Refusal['rule']): Guard => ({ ok: false, reason, rule })

const SETTLING = new Set([
  'creating',
  'reserved',
  'attaching',
  'detaching',
  'deleting',
  'extending',
  'retyping',
  'downloading',
  'uploading',
])

function settling(volume: Pick<Volume, 'status'>): Guard | null {
  if (SETTLING.has(volume.status)) return no(`The volume is ${volume.status}; wait until it settles.`, 'state')
  if (volume.status.includes('error')) return no(`The volume is in an error state (${volume.status}).`, 'R15')
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
      'The volume is attached and not shareable (multi-attach): detach it first, or use a shareable volume.',
      'R1',
    )
  }
  return no(`A volume that is ${volume.status} cannot be attached.`, 'state')
}

export interface AttachContext {
  /** The compute microversion the dashboard sends. */
  computeVersion: string
}

/** Can this volume be attached to this server (R2, R3, R4, server state)? */
export function canAttachTo(
  volume: Pick<Volume, 'id' | 'multiattach' | 'attachments'>,
  server: Server,
  context: AttachContext,
): Guard {
  const state = canChangeVolumesOf(
    {
      id: server.id,
      vmState: server['OS-EXT-STS:vm_state'],
      taskState: server['OS-EXT-STS:task_state'],
      locked: server.locked,
    },
    'attach_volume',
    context.computeVersion,
  )
  if (!state.ok) {
    return no(
      server.locked
        ? 'The server is locked.'
        : `The server is ${server.status.toLowerCase()}${server['OS-EXT-STS:task_state'] ? ` (${server['OS-EXT-STS:task_state']})` : ''}: Nova does not attach volumes now.`,
      state.rule,
    )
  }
  const serversWithVolume = volume.attachments
    .map((attachment) => attachment.server_id)
    .filter((id): id is string => id !== null)
  const verdict = canNovaAttach(
    {
      id: server.id,
      vmState: server['OS-EXT-STS:vm_state'],
      taskState: server['OS-EXT-STS:task_state'],
      locked: server.locked,
    },
    volume,
    { microversion: context.computeVersion, serversWithVolume, hostSupportsMultiattach: true },
  )
  if (verdict.ok) return OK
  switch (verdict.rule) {
    case 'R2':
    case 'R1':
      return no('Already attached to this server.', verdict.rule)
    case 'R4':
      return no('Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.', 'R4')
    case 'R3':
      return no(`Shareable volumes need Compute API 2.60; this cloud offers ${context.computeVersion}.`, 'R3')
    default:
      return no(verdict.message, verdict.rule)
  }
}

/** Attachments the dashboard must not detach: a server's root volume (R15). */
export function canDetach(
  volume: Pick<Volume, 'status' | 'bootable'>,
  attachment: { device: string },
  server: Server | undefined,
): Guard {
  if (volume.status === 'detaching') return no('A detach of this volume is already in progress.', 'state')
  if (volume.status !== 'in-use') return no(`The volume is ${volume.status}; wait until it settles.`, 'state')
  const bootedFromVolume = server?.image === ''
  if (bootedFromVolume && volume.bootable === 'true' && /^\/dev\/(x?v|s|h)da$/.test(attachment.device)) {
    return no("This is the server's root volume: Nova does not detach it.", 'R15')
  }
  return OK
}

export function canDelete(volume: Pick<Volume, 'status' | 'attachments'>): Guard {
  const verdict = canDeleteVolume({ status: volume.status, attached: volume.attachments.length > 0 })
  if (verdict.ok) return OK
  if (volume.attachments.length > 0 || volume.status === 'in-use')
    return no('Attached volumes cannot be deleted: detach it from every server first.', 'R13')
  if (volume.status === 'reserved')
    return no('The volume is reserved (its server may be shelved): detach it first.', 'R13')
  return no(`A volume that is ${volume.status} cannot be deleted.`, 'R13')
}

export function canExtend(volume: Pick<Volume, 'id' | 'status' | 'size'>, volumeVersion: string | null): Guard {
  const inUseOk = volumeVersion !== null && atLeast(volumeVersion, '3.42')
  const verdict = canExtendVolume(volume, volume.size + 1, inUseOk)
  if (verdict.ok) return OK
  if (volume.status === 'in-use') return no('Extending an attached volume needs Block Storage API 3.42.', 'R14')
  return no(`A volume that is ${volume.status} cannot be extended.`, 'R14')
}

export function canRetype(
  volume: Pick<Volume, 'id' | 'status' | 'multiattach' | 'volume_type'>,
  target: { name: string; extra_specs?: Record<string, string>; encrypted?: boolean },
  allowed: (rule: string) => boolean = () => true,
): Guard {
  const verdict = canRetypeVolume(volume, { ...target, encrypted: target.encrypted ?? false }, allowed)
  if (verdict.ok) return OK
  if (verdict.rule === 'R10' && isMultiattachType(target) !== volume.multiattach) {
    return no('Changing between shareable and non-shareable types needs the volume to be available (detached).', 'R10')
  }
  if (volume.volume_type === target.name) return no('The volume already has this type.', 'state')
  return no(verdict.message, verdict.rule)
}

export function canSetReadonly(volume: Pick<Volume, 'id' | 'status'>): Guard {
  return canUpdateReadonlyFlag(volume).ok
    ? OK
    : no('The read-only flag can only change while the volume is available (detached).', 'R16')
}
