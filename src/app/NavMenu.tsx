import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Toolbar from '@mui/material/Toolbar'
import { NavLink, useLocation } from 'react-router'
import { N_ } from '../i18n/marker'
import { useT } from '../i18n/use-t'
import { isDemoMode } from '../lib/demo-mode'
import { paths } from '../lib/paths'
import { useSession } from '../lib/session'

const items = [
  { label: N_('Overview'), to: paths.overview },
  { label: N_('Volumes'), to: paths.volumes },
  { label: N_('All my volumes'), to: paths.allVolumes },
  { label: N_('Snapshots'), to: paths.snapshots },
  { label: N_('Backups'), to: paths.backups },
  { label: N_('Transfers'), to: paths.transfers },
  // Generic volume groups (3.13): only where the cloud offers them.
  { label: N_('Volume Groups'), to: paths.groups, feature: 'groups' },
  { label: N_('Images'), to: paths.images },
  { label: N_('Instances'), to: paths.instances },
  { label: N_('Sharing Map'), to: paths.sharingMap },
  // The demo cloud's own controls: only where there is one.
  ...(isDemoMode ? [{ label: N_('Demo settings'), to: paths.demoSettings }] : []),
] as const

// Shown to admins only: the pages themselves also refuse anyone else.
const adminItems = [
  { label: N_('All Volumes'), to: paths.adminVolumes },
  { label: N_('All Snapshots'), to: paths.adminSnapshots },
  { label: N_('All Backups'), to: paths.adminBackups },
  { label: N_('Volume Types'), to: paths.adminVolumeTypes },
  { label: N_('QoS Specs'), to: paths.adminQosSpecs },
  // Only where the cloud offers group types (3.11).
  { label: N_('Group Types'), to: paths.adminGroupTypes, feature: 'groupTypes' },
  { label: N_('Quotas'), to: paths.adminQuotas },
  { label: N_('Storage'), to: paths.adminStorage },
  { label: N_('Manageable storage'), to: paths.adminManageable },
] as const

export function NavMenu({ width }: { width: number }) {
  const { pathname } = useLocation()
  const t = useT()
  const client = useSession().client
  const admin = client?.isAdmin ?? false
  const shown = items.filter((item) => !('feature' in item) || (client?.feature(item.feature).available ?? false))
  return (
    <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}>
      <Toolbar />
      <List component="nav" aria-label={t('Main')}>
        {shown.map((item) => (
          <ListItemButton key={item.to} component={NavLink} to={item.to} selected={pathname.startsWith(item.to)}>
            <ListItemText primary={t(item.label)} />
          </ListItemButton>
        ))}
      </List>
      {admin && (
        <List
          component="nav"
          aria-label={t('Admin')}
          subheader={<ListSubheader component="div">{t('Admin')}</ListSubheader>}
        >
          {adminItems
            .filter((item) => !('feature' in item) || client?.feature(item.feature).available)
            .map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} selected={pathname.startsWith(item.to)}>
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            ))}
        </List>
      )}
    </Drawer>
  )
}
