// Edit a project's quotas or the default quota class: a field per Cinder key with the usage
// beside it, each checked as Cinder checks it before anything is sent (a limit below usage is
// refused with Cinder's reason), and only the keys that changed sent.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useT } from '../../../i18n/use-t'
import type { CommandSpec } from '../../../components/dialog/EquivalentCommand'
import type { ApiMutation } from '../../../queries/use-api-mutation'
import type { LimitValues, QuotaRow } from './quota-rows'
import { changedLimits, initialValues, limitProblem, quotaLabel } from './quota-rows'

interface Props<TData> {
  title: string
  /** What is edited: the project's name, or "Defaults". */
  subject: string
  rows: QuotaRow[]
  /** What the change does, above the fields. */
  note: ReactNode
  save: ApiMutation<Record<string, number>, TData>
  errorTitle: string
  /** The equivalent command of the limits that changed. */
  command: (limits: Record<string, number>) => CommandSpec
  onClose: () => void
}

export function EditLimitsDialog<TData>({ title, subject, onClose, ...form }: Props<TData>) {
  return (
    <DialogShell title={title} subject={subject} onClose={onClose} busy={form.save.isPending} maxWidth="md">
      <LimitsForm title={title} {...form} />
    </DialogShell>
  )
}

function LimitsForm<TData>({
  rows: shown,
  note,
  save,
  title,
  errorTitle,
  command,
}: Omit<Props<TData>, 'subject' | 'onClose'>) {
  const t = useT()
  // The rows as the dialog opened: a refresh behind it (the quota is read again on every mount)
  // changes neither the fields nor what counts as changed.
  const [rows] = useState(shown)
  const form = useForm<LimitValues>({ defaultValues: initialValues(rows), mode: 'onChange' })
  const values = useWatch({ control: form.control }) as LimitValues
  const changed = Object.keys(changedLimits(rows, { limits: values.limits ?? [] })).length
  const totals = rows.filter((row) => row.type === null)
  const types = [...new Set(rows.filter((row) => row.type !== null).map((row) => row.type as string))]
  const field = (row: QuotaRow) => {
    const index = rows.indexOf(row)
    const usage =
      row.inUse === null
        ? undefined
        : t('{{inUse}} in use, {{reserved}} reserved', { inUse: row.inUse, reserved: row.reserved ?? 0 })
    return (
      <ControlledTextField
        key={row.key}
        control={form.control}
        name={`limits.${index}`}
        label={quotaLabel(t, row)}
        size="small"
        inputMode="numeric"
        helperText={usage ?? ' '}
        rules={{ validate: (text) => limitProblem(String(text ?? ''), row) ?? true }}
      />
    )
  }
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }
  return (
    <DialogForm
      mutation={save}
      form={form}
      toVars={(submitted) => {
        const limits = changedLimits(rows, submitted)
        return Object.keys(limits).length > 0 ? limits : null
      }}
      label={title}
      dividers
      submitLabel={t('Save')}
      submitReason={changed === 0 ? t('Nothing changed yet') : undefined}
      errorTitle={errorTitle}
      command={(limits) => command(limits)}
    >
      <Typography sx={{ pt: 1 }}>{note}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('-1 means no limit. Only the limits you change are sent ({{count}} changed).', { count: changed })}
      </Typography>
      <Box sx={grid}>{totals.map(field)}</Box>
      {types.map((type) => (
        <Box key={type} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('Volume type {{type}}', { type })}
          </Typography>
          <Box sx={grid}>{rows.filter((row) => row.type === type).map(field)}</Box>
        </Box>
      ))}
    </DialogForm>
  )
}
