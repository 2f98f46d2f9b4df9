// Setting up an authenticator: a new key (20 random bytes, base32), shown once as a QR code and
// as text; the app's first code is checked against it here before Keystone stores it as the
// user's totp credential, so a key the app did not take is never saved (Keystone itself takes
// any blob: keystone/api/credentials.py).
import Typography from '@mui/material/Typography'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { createTotpCommand, SECRET_KEY_PLACEHOLDER } from '../../../rules/commands/identity-commands'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { passcodeOf } from '../../../rules/keystone-mfa'
import { newTotpSecret, totpAccepts, totpUri } from '../../../rules/keystone-totp'
import { QrCode } from './QrCode'

/** The key in groups of four, as apps ask for it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

export function SetUpAuthenticator({ onDone }: { onDone: () => void }) {
  const t = useT()
  const client = useClient()
  const [secret] = useState(newTotpSecret)
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } })
  const save = useApiMutation<void>({
    mutationFn: async () => {
      await client.keystone.createTotpCredential(client.token.user.id, secret)
    },
    invalidates: ['twoFactor'],
    success: () => t('Authenticator saved: Keystone takes its codes from now on.'),
    onSuccess: onDone,
  })
  const user = client.token.user.name
  return (
    <DialogForm
      mutation={save}
      form={form}
      label={t('Set up an authenticator')}
      toVars={() => undefined}
      submitLabel={t('Verify and Save')}
      errorTitle={t('The authenticator was not saved')}
      command={() => ({
        cli: [
          `# ${t('Put the secret key shown here in place of its placeholder.')}`,
          createTotpCommand(client.token.user.id),
        ].join('\n'),
        requests: client.keystone.describe((keystone) =>
          keystone.createTotpCredential(client.token.user.id, SECRET_KEY_PLACEHOLDER),
        ),
      })}
    >
      <Typography>
        {t(
          'Scan this QR code with an authenticator app, or type the key into it, then type the six digits the app shows. The key is shown only now.',
        )}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <QrCode text={totpUri(user, secret)} label={t('QR code of a new key for {{user}}', { user })} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            {t('Secret key')}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{grouped(secret)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('Time-based, 6 digits, every 30 seconds (SHA-1): what authenticator apps use unless told otherwise.')}
          </Typography>
        </Stack>
      </Stack>
      <ControlledTextField
        control={form.control}
        name="code"
        label={t('Code from the app')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoFocus
        rules={{
          validate: (code) => {
            const passcode = passcodeOf(code)
            if (!passcode) return t('Type the six digits the app shows.')
            if (!totpAccepts(secret, passcode, Date.now())) {
              return t(
                "That code does not match this key: check that the app has this key and that its device's clock is right.",
              )
            }
            return true
          },
        }}
      />
    </DialogForm>
  )
}
