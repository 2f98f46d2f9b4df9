// Volume transfers: create (the key, shown once), list, read, accept, cancel
// (C:cinder/api/v3/volume_transfer.py from 3.55, C:cinder/api/contrib/volume_transfer.py below).
import { atLeast } from '../microversion'
import type { CreatedTransfer, Transfer } from '../types'
import type { CallOptions, CinderCall } from './call'

export function transferCalls(cinder: CinderCall) {
  /** The transfer collection: /volume-transfers from 3.55 (no_snapshots), else /os-volume-transfer. */
  const collection = (options?: CallOptions): string => {
    const version = cinder.versionOf(options)
    return version && atLeast(version, '3.55') ? 'volume-transfers' : 'os-volume-transfer'
  }

  return {
    /** POST: 202 with the key, shown once; the volume is then awaiting-transfer. */
    async createTransfer(
      params: { volumeId: string; name?: string | null; noSnapshots?: boolean },
      options?: CallOptions,
    ): Promise<CreatedTransfer> {
      if (params.noSnapshots) cinder.require('volumeTransfers', options)
      const transfer: Record<string, unknown> = { volume_id: params.volumeId, name: params.name ?? null }
      if (params.noSnapshots !== undefined && collection(options) === 'volume-transfers') {
        transfer.no_snapshots = params.noSnapshots
      }
      const body = await cinder.json<{ transfer: CreatedTransfer }>(
        { method: 'POST', path: [collection(options)], body: { transfer } },
        options,
      )
      return body.transfer
    },

    /** The project's pending transfers (detail view); no paging parameter: below 3.59 any gives []. */
    async listTransfers(options?: CallOptions): Promise<Transfer[]> {
      return (await cinder.json<{ transfers: Transfer[] }>({ path: [collection(options), 'detail'] }, options))
        .transfers
    },

    async getTransfer(id: string, options?: CallOptions): Promise<Transfer> {
      return (await cinder.json<{ transfer: Transfer }>({ path: [collection(options), id] }, options)).transfer
    },

    /** Any project's transfer by id and key, into the caller's project (202, the summary view). */
    async acceptTransfer(
      id: string,
      authKey: string,
      options?: CallOptions,
    ): Promise<Pick<Transfer, 'id' | 'volume_id' | 'name'>> {
      const body = await cinder.json<{ transfer: Pick<Transfer, 'id' | 'volume_id' | 'name'> }>(
        { method: 'POST', path: [collection(options), id, 'accept'], body: { accept: { auth_key: authKey } } },
        options,
      )
      return body.transfer
    },

    /** Cancel (202): the volume is available again. */
    async deleteTransfer(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: [collection(options), id] }, options)
    },
  }
}

export type TransferCalls = ReturnType<typeof transferCalls>
