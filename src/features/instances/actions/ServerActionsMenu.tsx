// The row actions of a server.
import type { Server } from '../../../api'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import { useClient } from '../../../lib/session'
import { serverDisplayName } from '../server-format'
import type { ServerActionId } from './server-actions'
import { serverActions } from './server-actions'

export function ServerActionsMenu({
  server,
  onAction,
}: {
  server: Server
  onAction: (id: ServerActionId, server: Server) => void
}) {
  const client = useClient()
  return (
    <RowActionsMenu
      name={serverDisplayName(server)}
      actions={() => serverActions(server, client)}
      onSelect={(id) => onAction(id, server)}
    />
  )
}
