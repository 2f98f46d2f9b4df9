// An administrator's "All projects" switch, kept in the address (?projects=all) so that a reload
// or a shared link shows the same scope; nothing for anyone else.
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import type { ReactElement } from 'react'
import { useSearchParams } from 'react-router'
import { useT } from '../i18n/use-t'

/** Whether the page shows every project (an administrator who switched it on), and the switch. */
export function useAllProjects(isAdmin: boolean): { allProjects: boolean; toggle: ReactElement | null } {
  const t = useT()
  const [search, setSearch] = useSearchParams()
  const allProjects = isAdmin && search.get('projects') === 'all'
  if (!isAdmin) return { allProjects, toggle: null }
  const toggle = (
    <FormControlLabel
      sx={{ alignSelf: 'flex-start' }}
      control={
        <Switch
          checked={allProjects}
          onChange={(_event, checked) =>
            setSearch(
              (previous) => {
                const next = new URLSearchParams(previous)
                if (checked) next.set('projects', 'all')
                else next.delete('projects')
                return next
              },
              { replace: true },
            )
          }
        />
      }
      label={t('All projects')}
    />
  )
  return { allProjects, toggle }
}
