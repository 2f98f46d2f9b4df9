// The volume types, with what Cinder makes of their extra specs, their encryption, how many
// volumes use them, and the Shareable row action.
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { VolumeType } from '../../../api'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { isCacheableType, isMultiattachType } from '../../../rules/volume-types'
import { GuardedButton } from '../../../components/GuardedButton'
import { EncryptionCell, ExtraSpecsCell, NameCell } from './TypeCells'
import { canToggleShareable, typeConflicts } from './type-rules'
import type { VolumeTypesData } from './use-volume-types-data'

const COLUMNS = [
  N_('Name'),
  N_('Description'),
  N_('Shareable (multi-attach)'),
  N_('Cacheable'),
  N_('Encrypted'),
  N_('Public'),
  N_('Extra specs'),
  N_('Volumes'),
  N_('Actions'),
]

interface Props {
  types: VolumeType[]
  data: Pick<VolumeTypesData, 'encryption' | 'usage'>
  /** The type whose Shareable is being written, if any. */
  busyId: string | null
  onShareable: (type: VolumeType, shareable: boolean) => void
}

export function VolumeTypesTable({ types, data, busyId, onShareable }: Props) {
  const t = useT()
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'))
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Volume Types')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => {
            const encryption = data.encryption(type.id)
            const shareable = isMultiattachType(type)
            const guard = canToggleShareable(type, data.usage)
            const count = data.usage?.counts.get(type.id)
            return (
              <TableRow key={type.id}>
                <TableCell>
                  <NameCell type={type} conflicts={typeConflicts(type, encryption.state)} />
                </TableCell>
                <TableCell>{type.description ?? ''}</TableCell>
                <TableCell>{yesNo(shareable)}</TableCell>
                <TableCell>{yesNo(isCacheableType(type))}</TableCell>
                <TableCell>
                  <EncryptionCell state={encryption.state} error={encryption.error} />
                </TableCell>
                <TableCell>{yesNo(type.is_public)}</TableCell>
                <TableCell>
                  <ExtraSpecsCell specs={type.extra_specs} />
                </TableCell>
                <TableCell>{data.usage ? (count ?? 0) : '—'}</TableCell>
                <TableCell>
                  <GuardedButton
                    size="small"
                    variant="outlined"
                    reason={guard.ok ? undefined : guard.reason}
                    loading={busyId === type.id}
                    aria-label={
                      shareable
                        ? t('Unset Shareable on {{name}}', { name: type.name })
                        : t('Set Shareable on {{name}}', { name: type.name })
                    }
                    onClick={() => onShareable(type, !shareable)}
                  >
                    {shareable ? t('Unset Shareable') : t('Set Shareable')}
                  </GuardedButton>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
