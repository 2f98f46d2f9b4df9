// The admin pages' gate. Cinder's default policies keep every admin view and action to the admin
// role; the navigation offers them to admins only, and a member or reader who reaches an admin
// address (a bookmark, a shared link) gets this page instead of a page of refusals.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, Outlet } from 'react-router'
import { useT } from '../i18n/use-t'
import { paths } from '../lib/paths'
import { useClient } from '../lib/session'

export function RequireAdmin() {
  const client = useClient()
  if (client.isAdmin) return <Outlet />
  return <NeedsAdmin project={client.token.project.name} roles={client.token.roles} />
}

export function NeedsAdmin({ project, roles }: { project: string; roles: readonly string[] }) {
  const t = useT()
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('Needs admin')}
      </Typography>
      <Typography>{t('This page is for the cloud’s administrators: it needs the admin role.')}</Typography>
      <Typography>
        {roles.length > 0
          ? t('Your roles in project {{project}}: {{roles}}.', { project, roles: roles.join(', ') })
          : t('You have no role in project {{project}}.', { project })}
      </Typography>
      <div>
        <Button variant="contained" component={RouterLink} to={paths.volumes}>
          {t('Go to Volumes')}
        </Button>
      </div>
    </Stack>
  )
}
