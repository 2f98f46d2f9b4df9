// Sign In's second step when Keystone's rules for the account ask for a TOTP code as well as the
// password (its 401 with a receipt): the six digits from the user's authenticator, sent in place
// of the password with that receipt (held by the console's server, or here when the page signs
// in to Keystone itself). A code Keystone refuses keeps the step and what was typed; a receipt
// that has run out sends the user back to the password with the reason.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { KeystoneReceipt, OpenStackClient } from '../../api'
import { isOpenStackError } from '../../api'
import { NO_RECEIPT_MESSAGE } from '../../api/console-wire'
import { LightAlert as Alert } from '../../components/LightAlert'
import { errorText } from '../../components/error-text'
import { LeanInput } from '../../components/form/LeanInput'
import { useT } from '../../i18n/use-t'
import { signInToCloud } from '../../lib/cloud-fetch'
import { useApiMutation } from '../../queries/use-api-mutation'
import { asksForCode, isReceiptNotFound, passcodeOf } from '../../rules/keystone-mfa'
import { toCredentials, type SignInValues } from './sign-in-values'

interface Props {
  values: SignInValues
  receipt: KeystoneReceipt
  onSignedIn: (client: OpenStackClient) => void
  /** Back to the password, with why when the step ran out. */
  onStartOver: (why: string | null) => void
}

const ranOut = (error: unknown) =>
  isOpenStackError(error) &&
  error.status === 401 &&
  (isReceiptNotFound(error.message) || error.message === NO_RECEIPT_MESSAGE)

export function TwoFactorStep({ values, receipt, onSignedIn, onStartOver }: Props) {
  const t = useT()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState(false)
  const { body } = receipt
  const minutes = Math.max(
    1,
    Math.round((Date.parse(body.receipt.expires_at) - Date.parse(body.receipt.issued_at)) / 60_000),
  )
  const verify = useApiMutation({
    mutationFn: (passcode: string) =>
      signInToCloud({ ...toCredentials(values), password: '', passcode, receiptId: receipt.id }),
    // Signing in changes nothing in the cloud.
    invalidates: [],
    repeatable: true,
    onSuccess: (client) => onSignedIn(client),
    onError: (error) => {
      if (ranOut(error)) onStartOver(t('The code step ran out of time before a code was accepted: sign in again.'))
    },
  })
  const busy = verify.isPending
  if (!asksForCode(body)) {
    const missing = body.required_auth_methods.flat().filter((method) => !body.receipt.methods.includes(method))
    return (
      <Stack spacing={2}>
        <Alert severity="error">
          {t(
            'Keystone asks this account for another way of signing in ({{methods}}), which the console does not offer.',
            {
              methods: [...new Set(missing)].join(', '),
            },
          )}
        </Alert>
        <Button onClick={() => onStartOver(null)}>{t('Back')}</Button>
      </Stack>
    )
  }
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('Two-factor code')}
      onSubmit={(event) => {
        event.preventDefault()
        const passcode = passcodeOf(typed)
        setProblem(passcode === null)
        if (passcode) void verify.run(passcode)
      }}
    >
      <Typography variant="body2">
        {t(
          'The password of {{user}} is right. Keystone also asks this account for the six-digit code its authenticator app shows now; this step lasts {{minutes}} minutes.',
          { user: body.receipt.user.name, minutes },
        )}
      </Typography>
      {verify.error && !ranOut(verify.error) && (
        <Alert severity="error">
          {isOpenStackError(verify.error) && verify.error.status === 401
            ? t(
                'Keystone did not accept that code. Codes change every 30 seconds: type the one shown now, and check that the clock of the device with the app is right.',
              )
            : errorText(verify.error).message}
        </Alert>
      )}
      <LeanInput
        name="passcode"
        label={t('Code')}
        value={typed}
        onChange={setTyped}
        error={problem ? t('Type the six digits the app shows.') : undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        disabled={busy}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => onStartOver(null)} disabled={busy}>
          {t('Back')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('Verify and sign in')}
        </Button>
      </Stack>
    </Stack>
  )
}
