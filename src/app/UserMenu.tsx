// The signed-in user in the top bar, a menu of what concerns them: Change Password (not for a
// session of an application credential, which has no password to change) and Two-Factor Sign-In
// (the user's authenticators at Keystone).
import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Suspense, useId, useState } from 'react'
import { useT } from '../i18n/use-t'
import { preloadable } from '../lib/preloadable'
import { useClient } from '../lib/session'

// Loaded once the menu opens (src/lib/preloadable.tsx): the signed-in layout, on screen from the
// first page on, needs neither dialog, and the two-factor one brings the TOTP and QR code libraries.
const changePasswordDialog = preloadable(() =>
  import('../features/auth/ChangePasswordDialog').then((m) => m.ChangePasswordDialog),
)
const twoFactorDialog = preloadable(() =>
  import('../features/auth/two-factor/TwoFactorDialog').then((m) => m.TwoFactorDialog),
)

export function UserMenu() {
  const t = useT()
  const { token } = useClient()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [changing, setChanging] = useState(false)
  const [twoFactor, setTwoFactor] = useState(false)
  const menuId = useId()
  const byCredential = token.applicationCredential !== null
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          void changePasswordDialog.preload().catch(() => undefined)
          void twoFactorDialog.preload().catch(() => undefined)
          setAnchor(event.currentTarget)
        }}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('User:')} <strong>{token.user.name}</strong>
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={byCredential}
          onClick={() => {
            setAnchor(null)
            setChanging(true)
          }}
        >
          <ListItemText
            secondary={
              byCredential
                ? t('Signed in with an application credential: sign in with your password to change it.')
                : undefined
            }
          >
            {t('Change Password…')}
          </ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null)
            setTwoFactor(true)
          }}
        >
          {t('Two-Factor Sign-In…')}
        </MenuItem>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <changePasswordDialog.Component onClose={() => setChanging(false)} />
        </Suspense>
      )}
      {twoFactor && (
        <Suspense fallback={null}>
          <twoFactorDialog.Component onClose={() => setTwoFactor(false)} />
        </Suspense>
      )}
    </>
  )
}
