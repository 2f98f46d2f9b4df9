// A resource's project in an admin's list: its name from Keystone's list as text, the id as its
// title (and in place of the name when Keystone did not list it).
import Box from '@mui/material/Box'

export function ProjectName({ id, names }: { id: string | undefined; names: ReadonlyMap<string, string> }) {
  if (!id) return <>—</>
  return (
    <Box component="span" title={id} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {names.get(id) ?? id}
    </Box>
  )
}
