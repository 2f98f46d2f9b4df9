// The destination of a migration: the storage pools, the volume's own one disabled.
import type { Control, FieldValues, Path } from 'react-hook-form'
import { SelectField } from '../../../components/form/SelectField'
import { useT } from '../../../i18n/use-t'

export function PoolField<T extends FieldValues>({
  control,
  name,
  pools,
  current,
}: {
  control: Control<T>
  name: Path<T>
  pools: ReadonlyArray<{ name: string }>
  current: string | null | undefined
}) {
  const t = useT()
  return (
    <SelectField
      control={control}
      name={name}
      label={t('Destination host')}
      fullWidth
      rules={{ required: t('Choose where the volume goes.') }}
      options={pools.map((pool) => ({
        value: pool.name,
        label: pool.name === current ? t('{{pool}} (current)', { pool: pool.name }) : pool.name,
        disabled: pool.name === current,
      }))}
    />
  )
}
