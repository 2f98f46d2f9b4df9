// Cinder's quotas per volume type (`volumes_<type>`, `gigabytes_<type>`, `snapshots_<type>`):
// one row per type, the types with a limit or usage first; the rest (unlimited and unused) behind
// "Show all types". Cinder lists private types too, also those the reader cannot see.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import type { TypeQuota } from '../../rules/quota-rules'
import { typeInUse } from '../../rules/quota-rules'
import { QuotaMeter } from './QuotaMeter'

interface Props {
  types: TypeQuota[]
  /** The names of the types the reader can see (null while unknown). */
  visible: ReadonlySet<string> | null
}

export function TypeQuotaTable({ types, visible }: Props) {
  const t = useT()
  const [all, setAll] = useState(false)
  const used = types.filter(typeInUse)
  const rest = types.length - used.length
  const rows = all ? [...used, ...types.filter((type) => !typeInUse(type))] : used
  if (types.length === 0) return <Typography color="text.secondary">{t('This cloud has no volume types.')}</Typography>
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {rows.length > 0 ? (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: '100%' }}>
          <Table size="small" aria-label={t('Quotas per volume type')} sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('Type')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('Volumes')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('Gigabytes')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('Snapshots')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.type}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="body2">{row.type}</Typography>
                    {visible && !visible.has(row.type) && (
                      <Typography variant="caption" color="text.secondary">
                        {t('Private: not visible to you')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <QuotaMeter dense label={t('Volumes of type {{type}}', { type: row.type })} usage={row.volumes} />
                  </TableCell>
                  <TableCell>
                    <QuotaMeter
                      dense
                      unit="GiB"
                      label={t('Gigabytes of type {{type}}', { type: row.type })}
                      usage={row.gigabytes}
                    />
                  </TableCell>
                  <TableCell>
                    <QuotaMeter
                      dense
                      label={t('Snapshots of type {{type}}', { type: row.type })}
                      usage={row.snapshots}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{t('No volume type has a quota of its own or any usage.')}</Typography>
      )}
      {rest > 0 && (
        <Button size="small" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all
            ? t('Show only types in use')
            : t('Show all types ({{count}} more without a limit or usage)', { count: rest })}
        </Button>
      )}
    </Stack>
  )
}
