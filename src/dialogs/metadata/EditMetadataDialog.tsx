// Edit a resource's metadata (a volume's, a snapshot's) as key/value rows: add, change, remove,
// with Cinder's limits on each field; keys Cinder keeps for itself shown, not editable. One save
// replaces the whole set, and never silently over another writer's change (queries/metadata.ts):
// their changes to other keys are kept, keys both changed come back here to look at again.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { VersionedMetadata } from '../../api'
import { DescriptionList } from '../../components/DescriptionList'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { KeyValueRows } from '../../components/form/KeyValueRows'
import { useT } from '../../i18n/use-t'
import type { Family } from '../../queries/invalidation'
import { saveMetadata, type MetadataSave, type MetadataQuery, type MetadataStore } from '../../queries/metadata'
import { useApiMutation } from '../../queries/use-api-mutation'
import { metadataCommand } from '../../rules/commands/metadata-commands'
import { adminEntries, metadataChanges, noChanges } from '../../rules/edit-rules'
import { DialogLoading } from '../../components/dialog/DialogLoading'
import { useQuery } from '@tanstack/react-query'
import { metadataOf, rowsOf, validateKey, validateValue, type MetadataFormValues } from './metadata-form'

/** What Save sends when nothing changed: nothing. */
const NO_CHANGE: Record<string, string> = {}

interface Conflict {
  keys: string[]
  theirs: Record<string, string>
}

interface Props {
  /** The resource's name, for the title and the notice. */
  name: string
  store: MetadataStore
  /** Read afresh when the dialog opens: the state (and ETag) a save starts from. */
  query: MetadataQuery
  /** The resource's own view of its metadata: keys Cinder keeps for itself are told from it. */
  viewMetadata: Record<string, string>
  /** Key names the user may not add (a volume's visible admin keys). */
  reservedKeys?: readonly string[]
  /** Keys must match Cinder's schema (a volume's, E4); a snapshot's take any characters (E10). */
  keyPattern: boolean
  invalidates: readonly Family[]
  onClose: () => void
}

export function EditMetadataDialog(props: Props) {
  const t = useT()
  const read = useQuery({ ...props.query, staleTime: 0, gcTime: 0 })
  return (
    <DialogShell title={t('Edit Metadata: {{name}}', { name: props.name })} onClose={props.onClose} maxWidth="md">
      {read.data ? (
        <MetadataForm
          {...props}
          initial={read.data}
          reserved={adminEntries(props.viewMetadata, read.data.metadata).filter(([key]) =>
            props.reservedKeys?.includes(key),
          )}
        />
      ) : (
        <DialogLoading
          error={read.error}
          text={t('Reading the metadata…')}
          errorTitle={t('Could not read the metadata')}
        />
      )}
    </DialogShell>
  )
}

function MetadataForm({
  name,
  store,
  initial,
  reserved,
  reservedKeys = [],
  keyPattern,
  invalidates,
  onClose,
}: Props & { initial: VersionedMetadata; reserved: ReadonlyArray<readonly [string, string]> }) {
  const t = useT()
  const [base, setBase] = useState(initial)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const form = useForm<MetadataFormValues>({ defaultValues: { rows: rowsOf(initial.metadata) } })
  const save = useApiMutation<Record<string, string>, MetadataSave>({
    mutationFn: async (mine) =>
      mine === NO_CHANGE ? { saved: true, metadata: base.metadata, kept: [] } : saveMetadata(store, base, mine),
    invalidates: (outcome) => (outcome?.saved === false ? [] : invalidates),
    success: (outcome, mine) => {
      if (!outcome.saved || mine === NO_CHANGE) return undefined
      return outcome.kept.length > 0
        ? t('Saved the metadata of {{name}}, with the changes made meanwhile to {{keys}}', {
            name,
            keys: outcome.kept.join(', '),
          })
        : t('Saved the metadata of {{name}}', { name })
    },
    failure: () => t('The metadata was not saved'),
    onSuccess: (outcome) => {
      if (outcome.saved) {
        onClose()
        return
      }
      // Another writer came first: start again from what the cloud holds, with this edit over it.
      setBase(outcome.current)
      setConflict({ keys: outcome.conflicts, theirs: outcome.current.metadata })
      form.reset({ rows: rowsOf(outcome.merged) })
    },
  })
  const mine = (values: MetadataFormValues) => metadataOf(values.rows)
  const shown = (value: string | undefined) => (value === undefined ? t('(removed)') : `“${value}”`)

  return (
    <DialogForm
      mutation={save}
      form={form}
      // Nothing changed: Save sends nothing and closes, without a notice (as Edit Volume).
      toVars={(values) => {
        const next = mine(values)
        return noChanges(metadataChanges(base.metadata, next)) ? NO_CHANGE : next
      }}
      submitLabel={t('Save')}
      errorTitle={t('The metadata was not saved')}
      label={t('Metadata')}
      command={(next) =>
        next === NO_CHANGE
          ? null
          : {
              cli: metadataCommand(store.owner, store.id, base.metadata, next),
              requests: store.describeReplace(next, base.etag),
            }
      }
    >
      {conflict && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('The metadata changed since you opened it')}</AlertTitle>
          {conflict.keys.length > 0 ? (
            <Stack spacing={0.5}>
              <Typography variant="body2">
                {t('Someone else changed these keys too. Your values are in the list; Save again to keep them.')}
              </Typography>
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {conflict.keys.map((key) => (
                  <li key={key}>
                    <Typography variant="body2">
                      {t('{{key}}: now {{theirs}}', { key, theirs: shown(conflict.theirs[key]) })}
                    </Typography>
                  </li>
                ))}
              </ul>
              <Typography variant="body2">{t('Their changes to other keys are in the list as well.')}</Typography>
            </Stack>
          ) : (
            <Typography variant="body2">
              {t(
                'It changed again while your changes were being saved. The list shows it now, with your changes; Save again.',
              )}
            </Typography>
          )}
        </Alert>
      )}
      {reserved.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            {t('Set by Cinder')}
          </Typography>
          <DescriptionList rows={reserved.map(([key, value]) => [key, value] as const)} />
          <Typography variant="body2" color="text.secondary">
            {t('Cinder sets these itself (Set read-only, attaching); they are not edited here.')}
          </Typography>
        </Stack>
      )}
      <KeyValueRows
        control={form.control}
        empty={t('No metadata')}
        addLabel={t('Add key')}
        validateKey={(index) => validateKey(index, reservedKeys, keyPattern)}
        validateValue={validateValue}
        valueFlex={2}
      />
    </DialogForm>
  )
}
