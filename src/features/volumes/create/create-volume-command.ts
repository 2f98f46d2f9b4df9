// What Create Volume would send, as the CLI command and the API request (EquivalentCommand.tsx):
// the request the form makes (toCreateRequest), through the API module's own call.
import type { VolumeCreateRequest } from '../../../api'
import type { CommandSpec } from '../../../components/dialog/EquivalentCommand'
import { useClient } from '../../../lib/session'
import { createVolumeCommand } from '../../../rules/commands/volume-commands'

export function useCreateVolumeCommand(): (request: VolumeCreateRequest['volume']) => CommandSpec | null {
  const client = useClient()
  return (request) =>
    request.size !== undefined && !Number.isSafeInteger(request.size)
      ? null
      : {
          cli: createVolumeCommand(request),
          requests: client.cinder.describe((cinder) => cinder.createVolume(request)),
        }
}
