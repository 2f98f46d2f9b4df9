// Reset a project's quotas to the defaults (DELETE /os-quota-sets/{project}): says which limits
// change, and where a default is below what the project uses (Cinder does not check that here).
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import type { QuotaRow } from './quota-rows'
import { quotaLabel, usedOf } from './quota-rows'
import { useResetProjectQuotas } from './use-quota-writes'
import { useClient } from '../../../lib/session'
import { resetQuotasCommand } from '../../../rules/commands/quota-commands'

interface Props {
  project: { id: string; name: string }
  rows: QuotaRow[]
  defaults: ReadonlyMap<string, number>
  onClose: () => void
}

export function ResetQuotasDialog({ project, rows, defaults, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const reset = useResetProjectQuotas(project, onClose)
  const limitText = (limit: number) => (limit < 0 ? t('No limit') : String(limit))
  const changes = rows.filter((row) => defaults.has(row.key) && defaults.get(row.key) !== row.limit)
  const below = changes.filter((row) => {
    const value = defaults.get(row.key) ?? -1
    const used = usedOf(row)
    return row.key !== 'per_volume_gigabytes' && value >= 0 && used !== null && used > value
  })
  return (
    <DialogShell title={t('Reset to Defaults')} subject={project.name} onClose={onClose} busy={reset.isPending}>
      <DialogForm
        mutation={reset}
        toVars={() => undefined}
        label={t('Reset to Defaults')}
        submitLabel={t('Reset to Defaults')}
        submitColor="warning"
        errorTitle={t('The quotas were not reset')}
        command={() => ({
          cli: resetQuotasCommand(project.id),
          requests: client.cinder.describe((cinder) => cinder.deleteQuotaSet(project.id)),
        })}
      >
        <Typography>
          {t(
            'Every limit of {{project}} is removed: the project gets the default quotas, and later changes to the defaults.',
            { project: project.name },
          )}
        </Typography>
        {changes.length === 0 ? (
          <Typography>{t('Its limits are the defaults already.')}</Typography>
        ) : (
          <ul aria-label={t('Limits that change')}>
            {changes.map((row) => (
              <li key={row.key}>
                {t('{{quota}}: {{from}} → {{to}}', {
                  quota: quotaLabel(t, row),
                  from: limitText(row.limit),
                  to: limitText(defaults.get(row.key) ?? -1),
                })}
              </li>
            ))}
          </ul>
        )}
        {below.length > 0 && (
          <Alert severity="warning">
            {t(
              'The default is below what the project uses for {{quotas}}: Cinder resets anyway, and refuses new requests there until usage drops.',
              { quotas: below.map((row) => quotaLabel(t, row)).join(', ') },
            )}
          </Alert>
        )}
      </DialogForm>
    </DialogShell>
  )
}
