// Delete one or several resources of a kind, one after another, a result each. One the guard keeps
// is listed with its reason and left alone; one that fails says why and stays selected. The
// Snapshots and Backups panels use it; each names its words, its guard and its delete call.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { CinderCalls } from '../api'
import { DialogForm } from '../components/dialog/DialogForm'
import { useClient } from '../lib/session'
import { DialogShell } from '../components/dialog/DialogShell'
import { StepList, type StepRow } from '../components/StepList'
import { useT } from '../i18n/use-t'
import type { Family } from '../queries/invalidation'
import { SUCCESS, failureError } from '../queries/outcome'
import type { StepResult } from '../queries/steps'
import { eachInTurn, useStepsMutation } from '../queries/steps'
import type { Notice } from '../queries/use-api-mutation'
import type { Guard } from '../rules/guards'

export interface DeleteManyWords {
  /** The title for one, and for several ({{count}}). */
  titleOne: string
  titleMany: string
  /** The list's accessible name. */
  listLabel: string
  /** "{{number}} of the selected … cannot be deleted and will be left alone." */
  keptWarning: string
  /** The success notice ({{count}}). */
  success: string
}

interface Props<T> {
  items: readonly T[]
  idOf: (item: T) => string
  nameOf: (item: T) => string
  canDelete: (item: T) => Guard
  /** The delete of one, on the session's Cinder calls (or the recorder that describes them). */
  remove: (cinder: CinderCalls, item: T) => Promise<unknown>
  /** The CLI command deleting these. */
  cli: (items: readonly T[]) => string
  invalidates: readonly Family[]
  words: DeleteManyWords
  /** What deleting means, said above the list. */
  note?: ReactNode
  onClose: (deleted: string[]) => void
}

export function DeleteManyDialog<T>({
  items,
  idOf,
  nameOf,
  canDelete,
  remove,
  cli,
  invalidates,
  words,
  note,
  onClose,
}: Props<T>) {
  const t = useT()
  const client = useClient()
  const deletable = items.filter((item) => canDelete(item).ok)

  const notices = (results: ReadonlyArray<StepResult<T>>): Notice[] => {
    const list: Notice[] = results.flatMap(({ item, outcome }) =>
      outcome.ok
        ? []
        : [{ title: t('Could not delete {{name}}', { name: nameOf(item) }), error: failureError(outcome) }],
    )
    const deleted = results.filter((result) => result.outcome.ok).length
    if (deleted > 0) list.push({ success: t(words.success, { count: deleted }) })
    return list
  }

  const mutation = useStepsMutation<T[], Array<StepResult<T>>>({
    mutationFn: (list, report) =>
      eachInTurn(
        list,
        idOf,
        async (item) => {
          await remove(client.cinder, item)
          return SUCCESS
        },
        report,
      ),
    invalidates,
    notices,
    onSuccess: (results) => {
      const deleted = results.filter((result) => result.outcome.ok).map((result) => idOf(result.item))
      if (deleted.length === results.length) onClose(deleted)
    },
  })

  const rows: StepRow[] = items.map((item) => {
    const key = idOf(item)
    const guard = canDelete(item)
    const step = mutation.steps.get(key)
    if (!guard.ok) return { key, primary: nameOf(item), state: 'skipped', note: guard.reason }
    return { key, primary: nameOf(item), state: step?.state ?? 'idle', failure: step?.failure }
  })

  return (
    <DialogShell
      title={items.length === 1 ? t(words.titleOne) : t(words.titleMany, { count: items.length })}
      onClose={() => onClose([])}
      busy={mutation.isPending}
    >
      <DialogForm
        mutation={mutation}
        toVars={() => deletable}
        submitLabel={t('Delete')}
        submitColor="error"
        submitDisabled={deletable.length === 0}
        command={(list) =>
          list.length === 0
            ? null
            : {
                cli: cli(list),
                requests: client.cinder.describe((cinder) => Promise.all(list.map((item) => remove(cinder, item)))),
              }
        }
        done={mutation.isSuccess}
      >
        {note && <Typography>{note}</Typography>}
        {deletable.length < items.length && (
          <Alert severity="warning">{t(words.keptWarning, { number: items.length - deletable.length })}</Alert>
        )}
        <StepList
          label={t(words.listLabel)}
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
