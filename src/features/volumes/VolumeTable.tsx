import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { Volume } from '../../api'
import { attachedServerIds, formatSize, volumeDisplayName } from './volume-format'

const columns = ['Name', 'Status', 'Size', 'Type', 'Attached To', 'Shareable'] as const

// Short values stay on one line; only the server list may wrap.
const tableSx = { '& th, & td': { whiteSpace: 'nowrap' } } as const

/** Plain table for now; the full volumes panel replaces it later. */
export function VolumeTable({ volumes }: { volumes: Volume[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Volumes" sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {volumes.map((volume) => (
            <TableRow key={volume.id} hover>
              <TableCell component="th" scope="row">
                {volumeDisplayName(volume)}
              </TableCell>
              <TableCell>{volume.status}</TableCell>
              <TableCell>{formatSize(volume.size)}</TableCell>
              <TableCell>{volume.volume_type ?? '—'}</TableCell>
              <TableCell>
                <Box component="span" sx={{ whiteSpace: 'normal' }}>
                  {attachedServerIds(volume).join(', ') || '—'}
                </Box>
              </TableCell>
              <TableCell>{volume.multiattach ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
