// Delete one or several snapshots, one after another; one Cinder keeps (S2) is listed with the
// reason and left alone.
import Alert from '@mui/material/Alert'
import { useForm } from 'react-hook-form'
import type { Snapshot } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { StepList, type StepRow } from '../../components/StepList'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { SUCCESS, failureError } from '../../queries/outcome'
import type { StepResult } from '../../queries/steps'
import { eachInTurn, useStepsMutation } from '../../queries/steps'
import type { Notice } from '../../queries/use-api-mutation'
import { canRemoveSnapshot } from '../../rules/snapshot-guards'

const nameOf = (snapshot: Snapshot) => snapshot.name || snapshot.id

export function DeleteSnapshotsDialog({
  snapshots,
  onClose,
}: {
  snapshots: Snapshot[]
  onClose: (deleted: string[]) => void
}) {
  const t = useT()
  const client = useClient()
  const form = useForm()
  const deletable = snapshots.filter((snapshot) => canRemoveSnapshot(snapshot).ok)

  const notices = (results: ReadonlyArray<StepResult<Snapshot>>): Notice[] => {
    const list: Notice[] = results.flatMap(({ item, outcome }) =>
      outcome.ok
        ? []
        : [{ title: t('Could not delete {{name}}', { name: nameOf(item) }), error: failureError(outcome) }],
    )
    const deleted = results.filter((result) => result.outcome.ok).length
    if (deleted > 0) list.push({ success: t('Deleting {{count}} snapshots', { count: deleted }) })
    return list
  }

  const remove = useStepsMutation<Snapshot[], Array<StepResult<Snapshot>>>({
    mutationFn: (list, report) =>
      eachInTurn(
        list,
        (snapshot) => snapshot.id,
        async (snapshot) => {
          await client.cinder.deleteSnapshot(snapshot.id)
          return SUCCESS
        },
        report,
      ),
    invalidates: ['snapshot'],
    notices,
    onSuccess: (results) => {
      const deleted = results.filter((result) => result.outcome.ok).map((result) => result.item.id)
      if (deleted.length === results.length) onClose(deleted)
    },
  })

  const rows: StepRow[] = snapshots.map((snapshot) => {
    const guard = canRemoveSnapshot(snapshot)
    const step = remove.steps.get(snapshot.id)
    if (!guard.ok) return { key: snapshot.id, primary: nameOf(snapshot), state: 'skipped', note: guard.reason }
    return { key: snapshot.id, primary: nameOf(snapshot), state: step?.state ?? 'idle', failure: step?.failure }
  })

  return (
    <DialogShell
      title={
        snapshots.length === 1 ? t('Delete Snapshot') : t('Delete {{count}} Snapshots', { count: snapshots.length })
      }
      onClose={() => onClose([])}
      busy={remove.isPending}
    >
      <DialogForm
        onSubmit={remove.submitForm(form, () => deletable)}
        submitLabel={t('Delete')}
        submitColor="error"
        submitDisabled={deletable.length === 0}
        pending={remove.isPending}
        done={remove.isSuccess}
      >
        {deletable.length < snapshots.length && (
          <Alert severity="warning">
            {t('{{number}} of the selected snapshots cannot be deleted and will be left alone.', {
              number: snapshots.length - deletable.length,
            })}
          </Alert>
        )}
        <StepList
          label={t('Snapshots to delete')}
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
