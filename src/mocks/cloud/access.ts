// Who may do what, and finding a volume the caller may see (a 404 otherwise, as Cinder answers).
import { policyRefusal } from '../../rules/verdict'
import type { Caller, DemoCloud } from './cloud'
import { CloudFault, volumeNotFound } from './fault'
import type { VolumeRecord } from './state'

export function requirePolicy(cloud: DemoCloud, caller: Caller, rule: string): void {
  if (!cloud.allowed(caller, rule)) throw new CloudFault(policyRefusal(rule))
}

export function findVolume(cloud: DemoCloud, caller: Caller, id: string): VolumeRecord {
  const volume = cloud.volume(id)
  if (!volume || !cloud.sees(caller, volume.project_id, true)) return volumeNotFound(id)
  return volume
}
