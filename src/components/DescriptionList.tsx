// Label and value pairs as a description list (a resource's overview, its metadata). With
// `columns`, wide screens (MUI's lg, 1200 px) put that many pairs side by side: a dense
// properties table that keeps what follows it high on the page.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export function DescriptionList({
  rows,
  columns = 1,
}: {
  rows: ReadonlyArray<readonly [string, ReactNode]>
  columns?: number
}) {
  const template = {
    xs: 'max-content minmax(0, 1fr)',
    lg: `repeat(${columns}, max-content minmax(0, 1fr))`,
  }
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: template, columnGap: 3, rowGap: columns > 1 ? 0.75 : 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
