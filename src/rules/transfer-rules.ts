// Volume transfers (T1–T23, docs/volume-life-facts.md §1; docs/transfers.md): Cinder's refusals
// with their status and exact message, for the demo cloud to send and the console to explain first.
// C:cinder/transfer/api.py, C:cinder/api/contrib/volume_transfer.py, C:cinder/api/v3/volume_transfer.py.
import { OK, refuse, type Verdict } from './verdict'

/** From 3.55 `/volume-transfers` takes `no_snapshots` (T1). */
export const TRANSFER_NO_SNAPSHOTS_MICROVERSION = '3.55'
/** From 3.57 the detail view has source/destination project and accepted (T21). */
export const TRANSFER_HISTORY_MICROVERSION = '3.57'
/** From 3.70 an encrypted volume may be transferred on `/volume-transfers` (T6). */
export const TRANSFER_ENCRYPTED_MICROVERSION = '3.70'

export const transferNotFound = (id: string) => refuse(404, `Transfer ${id} could not be found.`, 'T10')

/** T5–T7: what a transfer of this volume needs. */
export function canCreateTransfer(
  volume: { status: string; encrypted: boolean },
  options: { allowEncrypted: boolean; noSnapshots: boolean; snapshots: ReadonlyArray<{ id: string; status: string }> },
): Verdict {
  if (volume.status !== 'available') return refuse(400, 'Invalid volume: status must be available', 'T5')
  if (volume.encrypted && !options.allowEncrypted) {
    return refuse(400, 'Invalid volume: transferring encrypted volume is not supported', 'T6')
  }
  if (volume.encrypted && options.noSnapshots) {
    return refuse(400, 'Invalid volume: transferring an encrypted volume without its snapshots is not supported', 'T6')
  }
  if (!options.noSnapshots) {
    const busy = options.snapshots.find((snapshot) => snapshot.status !== 'available')
    if (busy) return refuse(400, `Invalid snapshot: snapshot: ${busy.id} status must be available`, 'T7')
  }
  return OK
}

/** T14: the key must be the one given at create. */
export function canAcceptTransfer(transfer: { id: string; auth_key: string }, authKey: string): Verdict {
  if (authKey !== transfer.auth_key) {
    return refuse(400, `Invalid auth key: Attempt to transfer ${transfer.id} with invalid auth key.`, 'T14')
  }
  return OK
}
