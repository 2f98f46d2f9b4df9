// A group type's name (required), description and public switch: Create and Edit. Cinder has no
// group type access API, so a private group type is usable by admins only (docs/cinder-groups.md §6).
import Typography from '@mui/material/Typography'
import type { Control } from 'react-hook-form'
import { SwitchField } from '../../../components/form/SwitchField'
import { useT } from '../../../i18n/use-t'
import { TypeNameFields } from '../volume-types/TypeNameFields'
import type { GroupTypeValues } from './group-type-form'

export function GroupTypeFields({ control }: { control: Control<GroupTypeValues> }) {
  const t = useT()
  return (
    <>
      <TypeNameFields control={control} />
      <SwitchField control={control} name="isPublic" label={t('Public')} />
      <Typography variant="caption" color="text.secondary" component="p">
        {t(
          'Every project can use a public group type. Cinder has no access list for group types, so a private one is for admins only.',
        )}
      </Typography>
    </>
  )
}
