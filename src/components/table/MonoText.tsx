// An identifier or a key as the cloud gives it (an attachment id, an extra spec): monospace, and
// broken anywhere, so a long one wraps inside its column rather than widening the table.
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

const NORMAL = { fontFamily: 'monospace', wordBreak: 'break-all' } as const
const SMALL = { ...NORMAL, fontSize: 12 } as const

export function MonoText({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return (
    <Box component="span" sx={small ? SMALL : NORMAL}>
      {children}
    </Box>
  )
}
