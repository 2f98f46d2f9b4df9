import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import { Outlet } from 'react-router'
import { NotificationsProvider } from '../components/notify'
import { NavMenu } from './NavMenu'
import { TopBar } from './TopBar'

export const NAV_WIDTH = 200

export function AppLayout() {
  return (
    <NotificationsProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <TopBar />
        <NavMenu width={NAV_WIDTH} />
        <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
          <Toolbar />
          <Outlet />
        </Box>
      </Box>
    </NotificationsProvider>
  )
}
