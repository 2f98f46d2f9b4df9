// "Equivalent command" of an attach run (Attach Volume from a volume or from a server): a CLI
// line per server and the requests the run sends, recorded from the API module's own calls.
import type { CommandSpec } from '../components/dialog/EquivalentCommand'
import { useT } from '../i18n/use-t'
import { useClient } from '../lib/session'
import { attachVolumeCommand } from '../rules/commands/attach-commands'
import { sendAttach } from './attach-one'
import type { AttachRun } from './use-attach'
import { attachRequest } from './use-attach'

export function useAttachCommand(): (run: AttachRun) => CommandSpec | null {
  const t = useT()
  const client = useClient()
  return (run) => {
    if (!client.nova) return null
    const each = run.serverIds.map((serverId) => attachRequest(run, serverId))
    const requests = client.nova.describe((nova) => Promise.all(each.map((request) => sendAttach(nova, request))))
    const cli =
      run.mode === 'ro'
        ? `# ${t('No CLI sends an attach mode (attach_mode of the Rocky multi-attach spec): only the API request below does.')}`
        : each.map((request) => attachVolumeCommand(run.volume, request.serverId, request.device)).join('\n')
    return { cli, requests }
  }
}
