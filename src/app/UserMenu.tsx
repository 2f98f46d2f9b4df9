// The signed-in user in the top bar, a menu of what concerns them: Change Password (not for a
// session of an application credential, which has no password to change) and Two-Factor Sign-In
// (the user's authenticators at Keystone).
import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { lazy, Suspense, useId, useState } from 'react'
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog'
import { useT } from '../i18n/use-t'
import { useClient } from '../lib/session'

// Needed only when opened (it brings the TOTP and QR code libraries): loaded then.
const TwoFactorDialog = lazy(() =>
  import('../features/auth/two-factor/TwoFactorDialog').then((m) => ({ default: m.TwoFactorDialog })),
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
        onClick={(event) => setAnchor(event.currentTarget)}
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
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
      {twoFactor && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClose={() => setTwoFactor(false)} />
        </Suspense>
      )}
    </>
  )
}
