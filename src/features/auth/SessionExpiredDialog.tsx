// Shown over the app when the token ends: signing in again keeps every page and open form as
// it was underneath (the same user and project), or starts afresh for anyone else.
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import type { OpenStackClient } from '../../api'
import { DialogShell } from '../../components/dialog/DialogShell'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useProjectUrl } from '../../lib/project-url'
import { useSession, useSessionExpiry, type SignInProfile } from '../../lib/session'
import { reauthValues } from './reauth-values'
import { SignInForm } from './SignInForm'
import { SignOutButton } from './SignOutButton'

/**
 * Over another dialog the password's autoFocus does not hold: the dialog below still traps
 * focus until this one has opened. Once it has, the cursor goes to Password, unless the user
 * already put it in a field.
 */
function focusPassword(node: HTMLElement) {
  const active = node.ownerDocument.activeElement
  if (active instanceof HTMLInputElement && node.contains(active)) return
  node.querySelector<HTMLInputElement>('input[name="password"], input[name="applicationCredentialSecret"]')?.focus()
}

export function SessionExpiredDialog() {
  const expiry = useSessionExpiry()
  const { client } = useSession()
  const navigate = useNavigate()
  const projectUrl = useProjectUrl()
  const textId = useId()
  const t = useT()
  const open = Boolean(expiry?.expired && client)

  const signedIn = (next: OpenStackClient, profile: SignInProfile) => {
    if (expiry?.renew(next, profile) !== 'other-account') return
    // Someone else, or another project: a page of their own, in their project.
    if (projectUrl) projectUrl.open(next.token.project.id, paths.volumes)
    else void navigate(paths.volumes)
  }

  return (
    // No onClose: neither Escape nor a click outside dismisses it; Sign Out is the way out. The
    // Sign In form is the one form outside react-hook-form (it keeps the first page small).
    <DialogShell open={open} title={t('Sign In')} maxWidth="xs" describedBy={textId} onEntered={focusPassword}>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('Your session has expired. Sign in again to carry on where you were; open forms keep what you typed.')}
        </DialogContentText>
        {client && expiry && (
          <SignInForm
            defaultValues={reauthValues(expiry.profile, client)}
            focusPassword
            onSignedIn={signedIn}
            actions={<SignOutButton color="primary" />}
          />
        )}
      </DialogContent>
    </DialogShell>
  )
}
