import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import { NavLink, useLocation } from 'react-router'
import { paths } from '../lib/paths'

const items = [
  { label: 'Volumes', to: paths.volumes },
  { label: 'Instances', to: paths.instances },
] as const

export function NavMenu({ width }: { width: number }) {
  const { pathname } = useLocation()
  return (
    <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}>
      <Toolbar />
      <List component="nav" aria-label="Main">
        {items.map((item) => (
          <ListItemButton key={item.to} component={NavLink} to={item.to} selected={pathname.startsWith(item.to)}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  )
}
