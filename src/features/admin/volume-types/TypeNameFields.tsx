// A volume type's name (required) and description, with Cinder's checks: Create and Edit.
import type { Control, FieldValues, Path } from 'react-hook-form'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useT } from '../../../i18n/use-t'
import { validateTypeDescription, validateTypeName } from './create-type-form'

export function TypeNameFields<T extends FieldValues & { name: string; description: string }>({
  control,
}: {
  control: Control<T>
}) {
  const t = useT()
  return (
    <>
      <ControlledTextField
        control={control}
        name={'name' as Path<T>}
        label={t('Name')}
        required
        autoFocus
        rules={{ validate: (name) => validateTypeName(String(name)) }}
      />
      <ControlledTextField
        control={control}
        name={'description' as Path<T>}
        label={t('Description')}
        rules={{ validate: (text) => validateTypeDescription(String(text)) }}
      />
    </>
  )
}
