// Edit Metadata of a volume or a snapshot. The dialog replaces the whole set in one request (PUT
// …/metadata, conditional on a volume from 3.15); openstackclient sets and unsets keys instead:
// `volume [snapshot] set --property` merges the keys given (POST …/metadata) and
// `volume [snapshot] unset --property` deletes each key named (DELETE …/metadata/{key})
// (openstackclient/volume/v3/volume.py, volume_snapshot.py). Run one after the other they leave
// the set the dialog saves.
import { metadataChanges } from '../edit-rules'
import { commandLine } from './shell'

export type MetadataOwner = 'volume' | 'snapshot'

export function metadataCommand(
  owner: MetadataOwner,
  id: string,
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string {
  const { added, changed, removed } = metadataChanges(before, after)
  const noun = owner === 'volume' ? ['volume'] : ['volume', 'snapshot']
  const lines: string[] = []
  const set = [...added, ...changed]
  if (set.length > 0) {
    lines.push(
      commandLine(['openstack', ...noun, 'set', ...set.flatMap((key) => ['--property', `${key}=${after[key]}`]), id]),
    )
  }
  if (removed.length > 0) {
    lines.push(commandLine(['openstack', ...noun, 'unset', ...removed.flatMap((key) => ['--property', key]), id]))
  }
  return lines.join('\n')
}
