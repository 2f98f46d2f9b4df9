// Delete one or several volumes, one after another; a volume the rules keep is listed with the
// reason and left alone.
import Alert from '@mui/material/Alert'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { StepList, type StepRow } from '../../../components/StepList'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { SUCCESS, failureError } from '../../../queries/outcome'
import type { StepResult } from '../../../queries/steps'
import { eachInTurn, useStepsMutation } from '../../../queries/steps'
import type { Notice } from '../../../queries/use-api-mutation'
import { canDelete } from '../../../rules/guards'

export function DeleteVolumesDialog({ volumes, onClose }: { volumes: Volume[]; onClose: (deleted: string[]) => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm()
  const deletable = volumes.filter((volume) => canDelete(volume).ok)

  const notices = (results: ReadonlyArray<StepResult<Volume>>): Notice[] => {
    const list: Notice[] = results.flatMap(({ item, outcome }) =>
      outcome.ok
        ? []
        : [{ title: t('Could not delete {{name}}', { name: volumeDisplayName(item) }), error: failureError(outcome) }],
    )
    const deleted = results.filter((result) => result.outcome.ok).length
    if (deleted > 0) list.push({ success: t('Deleting {{count}} volumes', { count: deleted }) })
    return list
  }

  const remove = useStepsMutation<Volume[], Array<StepResult<Volume>>>({
    mutationFn: (list, report) =>
      eachInTurn(
        list,
        (volume) => volume.id,
        async (volume) => {
          await client.cinder.deleteVolume(volume.id)
          return SUCCESS
        },
        report,
      ),
    invalidates: ['volume'],
    notices,
    onSuccess: (results) => {
      const deleted = results.filter((result) => result.outcome.ok).map((result) => result.item.id)
      if (deleted.length === results.length) onClose(deleted)
    },
  })
  const finished = remove.isSuccess

  const rows: StepRow[] = volumes.map((volume) => {
    const guard = canDelete(volume)
    const step = remove.steps.get(volume.id)
    if (!guard.ok) return { key: volume.id, primary: volumeDisplayName(volume), state: 'skipped', note: guard.reason }
    return { key: volume.id, primary: volumeDisplayName(volume), state: step?.state ?? 'idle', failure: step?.failure }
  })

  return (
    <DialogShell
      title={volumes.length === 1 ? t('Delete Volume') : t('Delete {{count}} Volumes', { count: volumes.length })}
      onClose={() => onClose([])}
      busy={remove.isPending}
    >
      <DialogForm
        onSubmit={remove.submitForm(form, () => deletable)}
        submitLabel={t('Delete')}
        submitColor="error"
        submitDisabled={deletable.length === 0}
        pending={remove.isPending}
        done={finished}
      >
        {deletable.length < volumes.length && (
          <Alert severity="warning">
            {t('{{number}} of the selected volumes cannot be deleted and will be left alone.', {
              number: volumes.length - deletable.length,
            })}
          </Alert>
        )}
        <StepList
          label={t('Volumes to delete')}
          rows={rows}
          words={{
            idle: t('Will be deleted'),
            pending: t('Will be deleted'),
            running: t('Deleting…'),
            done: t('Deletion started'),
          }}
        />
      </DialogForm>
    </DialogShell>
  )
}
