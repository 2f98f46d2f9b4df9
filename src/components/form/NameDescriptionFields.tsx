// The name and description of a resource being made or edited: Cinder's 255-character limit
// checked on each field (text-rules.ts), what was typed kept on a refusal.
import type { ReactNode } from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { useT } from '../../i18n/use-t'
import { ControlledTextField } from './ControlledTextField'
import { validateText } from './text-rules'

/** A form with these two text fields. */
export interface NameDescription {
  name: string
  description: string
}

interface Props<T extends FieldValues & NameDescription> {
  control: Control<T>
  /** The name field's label ("Name" unless the kind helps, as in "Snapshot Name"). */
  nameLabel?: string
  /** Said under the name, e.g. what it is of. */
  nameHelp?: ReactNode
  autoFocus?: boolean
}

export function NameDescriptionFields<T extends FieldValues & NameDescription>({
  control,
  nameLabel,
  nameHelp,
  autoFocus,
}: Props<T>) {
  const t = useT()
  return (
    <>
      <ControlledTextField
        control={control}
        name={'name' as Path<T>}
        label={nameLabel ?? t('Name')}
        helperText={nameHelp}
        autoFocus={autoFocus}
        rules={{ validate: (value) => validateText('The name')(String(value ?? '')) }}
      />
      <ControlledTextField
        control={control}
        name={'description' as Path<T>}
        label={t('Description')}
        multiline
        minRows={2}
        rules={{ validate: (value) => validateText('The description')(String(value ?? '')) }}
      />
    </>
  )
}
