// Volume transfers as Zed makes them (T1–T23, docs/volume-life-facts.md §1): a pending transfer
// holds the volume in awaiting-transfer; accepting it with the key moves the volume (and its
// snapshots unless no_snapshots) to the accepting project, within that project's quota;
// cancelling gives the volume back. C:cinder/transfer/api.py, C:cinder/db/sqlalchemy/api.py.
import { canAcceptTransfer, canCreateTransfer, transferNotFound } from '../../rules/transfer-rules'
import { requirePolicy, findVolume } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { checkQuota } from './quotas'
import type { TransferRecord } from './state'

export interface TransferInput {
  volumeId: string
  name: string | null
  noSnapshots: boolean
  /** /volume-transfers at 3.70 or later (T6). */
  allowEncrypted: boolean
}

/** 16 lowercase hex characters (volume_transfer_key_length, C:cinder/transfer/api.py#_get_random_string). */
function authKey(): string {
  const bytes = new Uint8Array(8)
  crypto.getRandomValues(bytes)
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** T4–T8: lookup, policy, status, encryption, snapshots; then the volume is awaiting-transfer. */
export function createTransfer(cloud: DemoCloud, caller: Caller, input: TransferInput): TransferRecord {
  const volume = findVolume(cloud, caller, input.volumeId)
  requirePolicy(cloud, caller, 'volume:create_transfer')
  enforce(
    canCreateTransfer(
      { status: volume.status, encrypted: volume.encryption_key_id !== null },
      { allowEncrypted: input.allowEncrypted, noSnapshots: input.noSnapshots, snapshots: cloud.snapshotsOf(volume.id) },
    ),
  )
  const transfer: TransferRecord = {
    id: newId(),
    volume_id: volume.id,
    name: input.name === null ? null : input.name.trim(),
    auth_key: authKey(),
    no_snapshots: input.noSnapshots,
    source_project_id: volume.project_id,
    created_at: cloud.isoNow(),
  }
  volume.status = 'awaiting-transfer'
  volume.updated_at = cloud.isoNow()
  cloud.transfers.push(transfer)
  return transfer
}

/** T10: the caller's project's transfers (by the volume's project); an admin's: any. */
export function findTransfer(cloud: DemoCloud, caller: Caller, id: string, elevated = false): TransferRecord {
  const transfer = cloud.transfers.find((candidate) => candidate.id === id)
  const volume = transfer ? cloud.volume(transfer.volume_id) : undefined
  if (!transfer || !volume || !(elevated || isAdmin(caller) || volume.project_id === caller.projectId)) {
    throw new CloudFault(transferNotFound(id))
  }
  return transfer
}

/** T11: a project's transfers, oldest first; an admin's every project's with all_tenants. */
export function listTransfers(cloud: DemoCloud, caller: Caller, allTenants: boolean): TransferRecord[] {
  return cloud.transfers
    .filter((transfer) => {
      const volume = cloud.volume(transfer.volume_id)
      return volume && ((allTenants && isAdmin(caller)) || volume.project_id === caller.projectId)
    })
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1))
}

/** T14–T18: any project's transfer by id and key, into the caller's project within its quota. */
export function acceptTransfer(cloud: DemoCloud, caller: Caller, id: string, key: string): TransferRecord {
  const transfer = findTransfer(cloud, caller, id, true)
  enforce(canAcceptTransfer(transfer, key))
  const volume = cloud.volume(transfer.volume_id)!
  const snapshots = transfer.no_snapshots ? [] : cloud.snapshotsOf(volume.id)
  const snapshotGigabytes = snapshots.reduce((sum, snapshot) => sum + snapshot.size, 0)
  try {
    checkQuota(cloud, caller.projectId, {
      volumes: 1,
      snapshots: snapshots.length,
      gigabytes: volume.size + snapshotGigabytes,
      typeId: volume.volume_type_id,
    })
  } catch (error) {
    // The accept controller words the gigabytes refusal without its class name (T17).
    if (error instanceof CloudFault && error.refusal.message.startsWith('VolumeSizeExceedsAvailableQuota: ')) {
      fail(413, error.refusal.message.replace('VolumeSizeExceedsAvailableQuota: ', ''))
    }
    throw error
  }
  const now = cloud.isoNow()
  for (const record of [volume, ...snapshots]) {
    record.project_id = caller.projectId
    record.user_id = caller.userId
    record.updated_at = now
  }
  volume.status = 'available'
  cloud.state.transfers = cloud.transfers.filter((candidate) => candidate !== transfer)
  return transfer
}

/** T20: cancel; the volume back to available while it still awaits the transfer. */
export function deleteTransfer(cloud: DemoCloud, caller: Caller, id: string): void {
  const transfer = findTransfer(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume:delete_transfer')
  const volume = cloud.volume(transfer.volume_id)
  if (volume?.status === 'awaiting-transfer') {
    volume.status = 'available'
    volume.updated_at = cloud.isoNow()
  }
  cloud.state.transfers = cloud.transfers.filter((candidate) => candidate !== transfer)
}
