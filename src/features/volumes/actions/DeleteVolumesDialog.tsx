// Delete one or several volumes, one after another; a volume the rules keep is listed with the
// reason and left alone. A volume with snapshots goes only with them (cascade, S5): the dialog
// counts them and offers to take them along, or says why it cannot.
import Alert from '@mui/material/Alert'
import { useQueries } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { CinderCalls, Volume } from '../../../api'
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
import { SwitchField } from '../../../components/form/SwitchField'
import { volumeSnapshotsOptions } from '../../../queries/snapshots'
import type { Guard } from '../../../rules/guards'
import { canDelete } from '../../../rules/guards'
import { canCascade } from '../../../rules/snapshot-guards'
import { deleteVolumesCommand } from '../../../rules/commands/volume-commands'

export function DeleteVolumesDialog({ volumes, onClose }: { volumes: Volume[]; onClose: (deleted: string[]) => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm({ defaultValues: { cascade: false } })
  const cascade = useWatch({ control: form.control, name: 'cascade' })
  const snapshotLists = useQueries({
    queries: volumes.map((volume) => volumeSnapshotsOptions(client, volume.id)),
  })
  const snapshotsOf = (index: number) => snapshotLists[index]?.data
  const counted = snapshotLists.every((query) => query.data !== undefined || query.error)
  const withSnapshots = volumes.filter((_volume, index) => (snapshotsOf(index)?.length ?? 0) > 0).length

  /** The volume's own rule (R13), then its snapshots: none, or all deletable with cascade on. */
  const guardOf = (volume: Volume, index: number): Guard => {
    const own = canDelete(volume)
    if (!own.ok) return own
    const snapshots = snapshotsOf(index) ?? []
    if (snapshots.length === 0) return own
    if (!cascade) {
      return {
        ok: false,
        reason: t('Has {{count}} snapshot(s): Cinder keeps a volume with snapshots. Choose to delete them with it.', {
          count: snapshots.length,
        }),
      }
    }
    return canCascade(snapshots)
  }
  const deletable = volumes.filter((volume, index) => guardOf(volume, index).ok)
  const cascadeIds = new Set(
    volumes.filter((_volume, index) => cascade && (snapshotsOf(index)?.length ?? 0) > 0).map((volume) => volume.id),
  )

  const send = (cinder: CinderCalls, volume: Volume) =>
    cinder.deleteVolume(volume.id, { cascade: cascadeIds.has(volume.id) })

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
          await send(client.cinder, volume)
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

  const rows: StepRow[] = volumes.map((volume, index) => {
    const guard = guardOf(volume, index)
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
        mutation={remove}
        form={form}
        toVars={() => deletable}
        submitLabel={t('Delete')}
        submitColor="error"
        submitDisabled={deletable.length === 0 || !counted}
        done={finished}
        command={(list) =>
          list.length === 0 || finished
            ? null
            : {
                cli: deleteVolumesCommand(
                  list.map((volume) => ({ id: volume.id, cascade: cascadeIds.has(volume.id) })),
                ),
                requests: client.cinder.describe((cinder) => Promise.all(list.map((volume) => send(cinder, volume)))),
              }
        }
      >
        {deletable.length < volumes.length && (
          <Alert severity="warning">
            {t('{{number}} of the selected volumes cannot be deleted and will be left alone.', {
              number: volumes.length - deletable.length,
            })}
          </Alert>
        )}
        {withSnapshots > 0 && !finished && (
          <SwitchField
            control={form.control}
            name="cascade"
            label={t('Also delete their snapshots ({{count}} volume(s) have some)', { count: withSnapshots })}
          />
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
