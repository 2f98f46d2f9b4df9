// Two-Factor Sign-In, from the user menu: whether Keystone asks this account for a code at sign-in
// (the rules its operator set: multi_factor_auth_rules, which only Keystone's admins may set), the
// authenticators (TOTP credentials) it holds for the user, setting one up (a new key shown once,
// as a QR code and as text, saved only after the app's first code matches it) and removing one.
// The credentials API: keystone/api/credentials.py; the user's own options: GET /v3/users/{id}.
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { KeystoneCredential } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { deleteCredentialCommand } from '../../../rules/commands/identity-commands'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { LightAlert as Alert } from '../../../components/LightAlert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { twoFactorOptions } from '../../../queries/identity'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { rulesAskForCode } from '../../../rules/keystone-mfa'
import { SetUpAuthenticator } from './SetUpAuthenticator'

type Mode = { step: 'view' } | { step: 'set-up' } | { step: 'remove'; credential: KeystoneCredential }

const shortId = (id: string) => id.slice(0, 8)

export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const [mode, setMode] = useState<Mode>({ step: 'view' })
  const read = useQuery(twoFactorOptions(client))
  const remove = useApiMutation<KeystoneCredential>({
    mutationFn: (credential) => client.keystone.deleteCredential(credential.id),
    invalidates: ['twoFactor'],
    success: (_data, credential) => t('Authenticator {{id}} removed.', { id: shortId(credential.id) }),
    onSuccess: () => setMode({ step: 'view' }),
  })
  const title = t('Two-Factor Sign-In')
  if (!read.data)
    return (
      <DialogShell title={title} onClose={onClose}>
        <DialogLoading error={read.error} text={t('Loading your two-factor set-up…')} />
      </DialogShell>
    )
  const { options, credentials } = read.data
  const asks = rulesAskForCode(options)
  if (mode.step === 'set-up')
    return (
      <DialogShell title={t('Set Up an Authenticator')} onClose={onClose}>
        <SetUpAuthenticator onDone={() => setMode({ step: 'view' })} />
      </DialogShell>
    )
  if (mode.step === 'remove') {
    const last = credentials.length === 1
    return (
      <DialogShell title={t('Remove Authenticator')} onClose={onClose} busy={remove.isPending}>
        <DialogForm
          mutation={remove}
          toVars={() => mode.credential}
          command={(credential) => ({
            cli: deleteCredentialCommand(credential.id),
            requests: client.keystone.describe((keystone) => keystone.deleteCredential(credential.id)),
          })}
          submitLabel={t('Remove')}
          submitColor="error"
          errorTitle={t('The authenticator was not removed')}
          actions={<Button onClick={() => setMode({ step: 'view' })}>{t('Back')}</Button>}
        >
          <Typography>
            {t('Remove authenticator {{id}}? Keystone stops taking its codes at once.', {
              id: shortId(mode.credential.id),
            })}
          </Typography>
          {asks && last && (
            <Alert severity="warning">
              {t(
                'Sign-in asks this account for a code: with no authenticator left you cannot sign in again until you set up another now, or an operator changes the rule.',
              )}
            </Alert>
          )}
        </DialogForm>
      </DialogShell>
    )
  }
  return (
    <DialogShell title={title} onClose={onClose}>
      <DialogForm
        actions={
          <Button variant="contained" onClick={() => setMode({ step: 'set-up' })}>
            {t('Set Up an Authenticator…')}
          </Button>
        }
      >
        <Typography>
          {asks
            ? t(
                "Sign-in asks this account for a code: Keystone's rules for it need the password and a code from an authenticator app.",
              )
            : t(
                "Sign-in does not ask this account for a code: no two-factor rule that needs one is in force for it (only Keystone's admins set them). An authenticator set up here is used once one is.",
              )}
        </Typography>
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {t('Authenticators')}
          </Typography>
          {credentials.length === 0 ? (
            <Typography color="text.secondary">{t('No authenticator is set up.')}</Typography>
          ) : (
            <List dense aria-label={t('Authenticators')}>
              {credentials.map((credential) => (
                <ListItem
                  key={credential.id}
                  secondaryAction={
                    <Button
                      color="error"
                      aria-label={t('Remove authenticator {{id}}', { id: shortId(credential.id) })}
                      onClick={() => setMode({ step: 'remove', credential })}
                    >
                      {t('Remove')}
                    </Button>
                  }
                >
                  <ListItemText>{t('Authenticator {{id}}', { id: shortId(credential.id) })}</ListItemText>
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogForm>
    </DialogShell>
  )
}
