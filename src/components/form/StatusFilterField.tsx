// The Status filter of a list: "Any" or one of the statuses, in the reader's language.
import { useT } from '../../i18n/use-t'
import { ChoiceField } from './SelectField'

export function StatusFilterField({
  value,
  statuses,
  onChange,
}: {
  value: string
  statuses: readonly string[]
  onChange: (status: string) => void
}) {
  const t = useT()
  return (
    <ChoiceField
      size="small"
      sx={{ minWidth: 150 }}
      label={t('Status')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('Any') },
        ...statuses.map((status) => ({ value: status, label: t(status, { ns: 'status' }) })),
      ]}
    />
  )
}
