// "Equivalent command" of an attach run (Attach Volume from a volume or from a server): a CLI
// line per server and the requests the run sends, recorded from the API module's own calls; and
// of Change Attach Mode (a detach, then the attach again with the other mode), and of Move Shared
// Volume (detaches, the migration, attaches again).
import type { CommandSpec } from '../components/dialog/EquivalentCommand'
import { useT } from '../i18n/use-t'
import { useClient } from '../lib/session'
import type { Volume, VolumeAttachmentRef } from '../api'
import { attachVolumeCommand, changeModeCommands, moveSharedCommands } from '../rules/commands/attach-commands'
import type { Mode } from './attach-mode'
import { DEVICE_PATTERN } from './attach-mode'
import { sendAttach } from './attach-one'
import { describeDetach } from './detach-one'
import type { AttachRun } from './use-attach'
import { attachRequest } from './use-attach'

/** The line a CLI user reads instead of a command when the attach has a mode. */
function noModeFlag(t: ReturnType<typeof useT>): string {
  return `# ${t('No CLI sends an attach mode (attach_mode of the Rocky multi-attach spec): only the API request below does.')}`
}

export function useAttachCommand(): (run: AttachRun) => CommandSpec | null {
  const t = useT()
  const client = useClient()
  return (run) => {
    if (!client.nova) return null
    const each = run.serverIds.map((serverId) => attachRequest(run, serverId))
    const requests = client.nova.describe((nova) => Promise.all(each.map((request) => sendAttach(nova, request))))
    const cli =
      run.mode === 'ro'
        ? noModeFlag(t)
        : each.map((request) => attachVolumeCommand(run.volume, request.serverId, request.device)).join('\n')
    return { cli, requests }
  }
}

/**
 * Change Attach Mode of one server's attachment: the detach (Nova's), then, once the volume no
 * longer lists the server, the attach again to the same device with the new mode. Read/write is
 * Nova's plain attach; read-only has no CLI flag.
 */
export function useChangeModeCommand(
  volume: Volume,
  attachment: VolumeAttachmentRef,
): (step: { to: Mode }) => CommandSpec | null {
  const t = useT()
  const client = useClient()
  return ({ to }) => {
    const serverId = attachment.server_id
    if (!client.nova || !serverId) return null
    const device = DEVICE_PATTERN.test(attachment.device ?? '') ? (attachment.device ?? undefined) : undefined
    const attach = { volumeId: volume.id, serverId, device, mode: to }
    const lines = changeModeCommands(volume, serverId, device, to)
    return {
      cli: [
        lines.detach,
        `# ${t('Once the volume no longer lists the server (openstack volume show), attach it again:')}`,
        lines.attach ?? noModeFlag(t),
      ].join('\n'),
      requests: [
        ...describeDetach(client, volume.id, [attachment]),
        ...client.nova.describe((nova) => sendAttach(nova, attach)),
      ],
    }
  }
}

/**
 * Move Shared Volume: each other writer detached (Nova's), the migration once none lists it, then
 * each attached again read/write once the migration has succeeded.
 */
export function useMoveSharedCommand(
  volume: Volume,
): (plan: { detach: ReadonlyArray<{ attachmentId: string; serverId: string }>; host: string }) => CommandSpec | null {
  const t = useT()
  const client = useClient()
  return (plan) => {
    if (!client.nova || plan.detach.length === 0 || !plan.host) return null
    const serverIds = plan.detach.map((item) => item.serverId)
    const lines = moveSharedCommands(volume, serverIds, plan.host)
    const detached = plan.detach.map((item) => ({ attachment_id: item.attachmentId, server_id: item.serverId }))
    return {
      cli: [
        ...lines.detach,
        `# ${t('Once the volume no longer lists them (openstack volume show), migrate it (an administrator):')}`,
        lines.migrate,
        `# ${t('Once its migration_status is success, attach them again:')}`,
        ...lines.attach,
      ].join('\n'),
      requests: [
        ...describeDetach(client, volume.id, detached),
        ...client.cinder.describe((cinder) => cinder.migrateVolume(volume.id, plan.host)),
        ...client.nova.describe((nova) =>
          Promise.all(serverIds.map((serverId) => sendAttach(nova, { volumeId: volume.id, serverId, mode: 'rw' }))),
        ),
      ],
    }
  }
}
