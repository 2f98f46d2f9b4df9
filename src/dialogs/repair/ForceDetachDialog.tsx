// Force Detach (admin): remove one attachment record in Cinder, for a server that is gone or an
// attach that never finished, while the volume's other attachments stay. Nova is asked first
// whether it still uses the record; the method follows Zed (docs/repair.md, A2): os-force_detach
// where the volume has this one record, the attachment's own DELETE where it has several.
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { AttachmentDetail, CinderCalls, Server, Volume } from '../../api'
import { forceDetachCommand } from '../../rules/commands/repair-commands'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { volumeDisplayName } from '../../components/format'
import { ErrorAlert } from '../../components/notify-alert'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { novaViewOptions } from '../../queries/repair'
import { useApiMutation } from '../../queries/use-api-mutation'
import { canRemoveAttachment, detachMethod, type NovaView } from '../../rules/repair-rules'
import { EffectList } from './EffectList'
import { recordFacts, serverLabel } from './record-facts'

export function ForceDetachDialog({
  volume,
  record,
  records,
  servers,
  onClose,
}: {
  volume: Volume
  record: AttachmentDetail
  records: AttachmentDetail[]
  servers?: Map<string, Server>
  onClose: () => void
}) {
  const t = useT()
  const client = useClient()
  const nova = useQuery({
    ...novaViewOptions(client, record.instance ?? '', volume.id, record.id),
    enabled: client.nova !== null && record.instance !== null,
  })
  // No server, or no compute service to ask (Cinder's own check cannot ask one either): nothing uses it.
  const view: NovaView | null = record.instance === null || client.nova === null ? 'gone' : (nova.data?.view ?? null)
  const attachmentsApi = client.feature('attachmentsApi').available
  const method = detachMethod(records.length, attachmentsApi)
  const facts = records.map((item) => recordFacts(item, item.id === record.id ? (view ?? 'same') : 'same'))
  const guard =
    view === null
      ? { ok: false as const, reason: t('Asking Nova whether the server still uses this attachment…') }
      : canRemoveAttachment({ volumeStatus: volume.status, records: facts, attachmentsApi }, record.id)
  const send = (cinder: CinderCalls) =>
    method === 'force-detach' ? cinder.forceDetachVolume(volume.id, record.id) : cinder.deleteAttachment(record.id)
  const remove = useApiMutation<void, unknown>({
    mutationFn: () => send(client.cinder),
    invalidates: ['volume', 'attachment'],
    success: () =>
      t('Removed the attachment record {{id}} from {{name}}', { id: record.id, name: volumeDisplayName(volume) }),
    onSuccess: onClose,
  })
  const server = serverLabel(record, servers)
  const others = records.filter((item) => item.id !== record.id)
  const effects = [
    server
      ? t('Removes the attachment record {{id}} of server {{server}} ({{status}}) in Cinder.', {
          id: record.id,
          server,
          status: t(record.status, { ns: 'status' }),
        })
      : t('Removes the attachment record {{id}} ({{status}}) in Cinder.', {
          id: record.id,
          status: t(record.status, { ns: 'status' }),
        }),
    others.length > 0
      ? t('The other {{count}} attachments stay: {{names}}.', {
          count: others.length,
          names: others.map((item) => serverLabel(item, servers) ?? item.id).join(', '),
        })
      : t('It is the volume’s only attachment record: the volume becomes available.'),
    method === 'force-detach'
      ? t('Sent as os-force_detach: Cinder also ends the connection on the storage backend.')
      : t(
          'Sent as the attachment’s own delete (DELETE /attachments/{{id}}): Cinder’s os-force_detach cannot pick one record among several and refuses.',
          { id: record.id },
        ),
  ]
  return (
    <DialogShell
      title={t('Force Detach from {{name}}', { name: volumeDisplayName(volume) })}
      onClose={onClose}
      busy={remove.isPending}
    >
      <DialogForm
        mutation={remove}
        toVars={() => (guard.ok ? undefined : null)}
        submitLabel={t('Force Detach')}
        command={() => ({
          cli:
            forceDetachCommand(method, record.id) ??
            `# ${t('No CLI sends os-force_detach: only the API request below does.')}`,
          requests: client.cinder.describe(send),
        })}
        submitColor="warning"
        submitDisabled={!guard.ok}
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The attachment record was not removed')}
      >
        <Typography variant="body2">
          {t(
            'For an attachment whose server is gone or whose attach never finished. Nova is not told: a server that still has the disk keeps it.',
          )}
        </Typography>
        {nova.error && <ErrorAlert title={t('Could not ask Nova about the server')} error={nova.error} />}
        {view === 'gone' && record.instance && (
          <Typography variant="body2">
            {t('Nova no longer has this volume on server {{server}}.', { server: record.instance })}
          </Typography>
        )}
        {view === 'other' && (
          <Typography variant="body2">
            {t(
              'Nova’s server {{server}} has this volume through another attachment ({{other}}); this record is stale.',
              {
                server: record.instance,
                other: nova.data?.attachmentId ?? '',
              },
            )}
          </Typography>
        )}
        <EffectList title={t('What it will do')} effects={effects} guard={guard} />
      </DialogForm>
    </DialogShell>
  )
}
