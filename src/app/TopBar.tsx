import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { SignOutButton } from '../features/auth/SignOutButton'
import { isDemoMode } from '../lib/demo-mode'
import { useClient } from '../lib/session'
import { ResetDemoButton } from './ResetDemoButton'
import { ThemeModeMenu } from './ThemeModeMenu'

export function TopBar() {
  const { token } = useClient()
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="div" noWrap>
          Volume Console
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" noWrap>
          Project: <strong>{token.project.name}</strong>
        </Typography>
        <Typography variant="body2" noWrap>
          User: <strong>{token.user.name}</strong>
        </Typography>
        <ThemeModeMenu />
        {isDemoMode && <ResetDemoButton />}
        <SignOutButton />
      </Toolbar>
    </AppBar>
  )
}
