import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { SignOutButton } from '../features/auth/SignOutButton'
import { useT } from '../i18n/use-t'
import { isDemoMode } from '../lib/demo-mode'
import { useClient } from '../lib/session'
import { LanguageMenu } from './LanguageMenu'
import { ProjectMenu, RegionMenu } from './ProjectMenu'
import { ResetDemoButton } from './ResetDemoButton'
import { ThemeModeMenu } from './ThemeModeMenu'
import { UserMenu } from './UserMenu'

export function TopBar() {
  const { place } = useClient()
  const t = useT()
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="div" noWrap>
          {t('Volume Console')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {place.cloud && (
          // Named when the console offers several clouds (CONSOLE_CLOUDS).
          <Typography variant="body2" noWrap>
            {t('Cloud:')} <strong>{place.cloud}</strong>
          </Typography>
        )}
        <ProjectMenu />
        <RegionMenu />
        <UserMenu />
        <LanguageMenu />
        <ThemeModeMenu />
        {isDemoMode && <ResetDemoButton />}
        <SignOutButton />
      </Toolbar>
    </AppBar>
  )
}
