// A server's history on its page: Nova's instance actions (os-instance-actions), newest first,
// each with who asked and the request id an operator can follow into the services' logs, and
// the error Nova recorded for one that failed. One request, when the section comes into view.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useRef } from 'react'
import type { InstanceAction, Server } from '../../../api'
import { cinderTime } from '../../../components/format'
import { Timeline, whoAsked } from '../../../components/Timeline'
import { ListState } from '../../../components/table/ListState'
import { useInView } from '../../../components/use-in-view'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverActionsOptions } from '../../../queries/servers'

/** Nova's action names (N:nova/compute/instance_actions.py) in the console's words. */
const ACTION_WORDS: Record<string, string> = {
  create: N_('Instance created'),
  delete: N_('Instance deleted'),
  attach_volume: N_('A volume attached'),
  detach_volume: N_('A volume detached'),
  swap_volume: N_('A volume swapped'),
  extend_volume: N_('An attached volume extended'),
  shelve: N_('Shelved'),
  shelveOffload: N_('Shelved and offloaded'),
  unshelve: N_('Unshelved'),
  reboot: N_('Rebooted'),
  stop: N_('Stopped'),
  start: N_('Started'),
  rebuild: N_('Rebuilt'),
  resize: N_('Resized'),
  migrate: N_('Migrated'),
  'live-migration': N_('Live-migrated'),
}

function actionWords(action: InstanceAction, t: TFunction): string {
  const words = ACTION_WORDS[action.action]
  return words ? t(words) : action.action
}

export function InstanceHistory({ server }: { server: Server }) {
  const t = useT()
  const client = useClient()
  const box = useRef<HTMLDivElement>(null)
  const inView = useInView(box)
  const actions = useQuery({ ...serverActionsOptions(client, server.id), enabled: inView && client.nova !== null })
  const list = [...(actions.data ?? [])].sort((a, b) => cinderTime(b.start_time) - cinderTime(a.start_time))
  return (
    <Stack spacing={1.5} ref={box}>
      <ListState
        query={actions}
        loading={t('Reading the history…')}
        failed={t('Could not read the instance’s actions')}
        empty={actions.data?.length === 0 ? t('Nova has recorded no action on this instance.') : undefined}
      />
      {list.length > 0 && (
        <Timeline
          label={t('History')}
          entries={list.map((action) => ({
            key: action.request_id,
            at: action.start_time,
            what: `${actionWords(action, t)}${action.message ? ` — ${t('Failed: {{message}}', { message: action.message })}` : ''}`,
            who: whoAsked(t, action.user_id, action.request_id),
          }))}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t(
          'Nova records every request on an instance as an action, with who asked and its request id; an attach or detach does not name its volume (a volume’s own page does, for its attachments now).',
        )}
      </Typography>
    </Stack>
  )
}
