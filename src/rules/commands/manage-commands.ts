// The commands behind Manage and Unmanage (admin): python-cinderclient 9.1's `manage`,
// `snapshot-manage`, `unmanage` and `snapshot-unmanage` (cinderclient/v3/shell.py,
// shell_base.py). The backend's reference is one key (source-name, source-id…): cinderclient's
// --id-type and identifier. cinderclient's --bootable is a switch; without it bootable is false,
// as the dialog sends it.
import { commandLine, option } from './shell'

type Reference = Readonly<Record<string, unknown>>

/** --id-type (when not cinderclient's default, source-name) and the identifier. */
function reference(ref: Reference): { idType: string[]; identifier: string } {
  const [key, value] = Object.entries(ref)[0] ?? ['source-name', '']
  return { idType: key === 'source-name' ? [] : ['--id-type', key], identifier: String(value) }
}

/** Manage Volume: the host (host@backend#pool), then the backend's name of the storage. */
export function manageVolumeCommand(params: {
  host: string
  ref: Reference
  name?: string | null
  description?: string | null
  volumeType?: string | null
  availabilityZone?: string | null
  bootable?: boolean
}): string {
  const { idType, identifier } = reference(params.ref)
  return commandLine([
    'cinder',
    'manage',
    ...idType,
    ...option('--name', params.name),
    ...option('--description', params.description),
    ...option('--volume-type', params.volumeType),
    ...option('--availability-zone', params.availabilityZone),
    ...(params.bootable ? ['--bootable'] : []),
    params.host,
    identifier,
  ])
}

/** Manage Snapshot: the volume it is a snapshot of, then the backend's name of the storage. */
export function manageSnapshotCommand(params: {
  volumeId: string
  ref: Reference
  name?: string | null
  description?: string | null
}): string {
  const { idType, identifier } = reference(params.ref)
  return commandLine([
    'cinder',
    'snapshot-manage',
    ...idType,
    ...option('--name', params.name),
    ...option('--description', params.description),
    params.volumeId,
    identifier,
  ])
}

export function unmanageVolumeCommand(volumeId: string): string {
  return commandLine(['cinder', 'unmanage', volumeId])
}

export function unmanageSnapshotCommand(snapshotId: string): string {
  return commandLine(['cinder', 'snapshot-unmanage', snapshotId])
}
