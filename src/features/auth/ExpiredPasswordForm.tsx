// Sign In's second step when Keystone says the password has expired (or must be changed on first
// use): a new password, twice, sent as the user's own change (no token needed), then Sign In
// again with it. Horizon's own checks come first (openstack_auth/forms.py Password); Keystone's
// password rules are Keystone's, and its refusal is shown with its words. The fields keep what
// was typed after a refusal.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { LightAlert as Alert } from '../../components/LightAlert'
import { errorText } from '../../components/error-text'
import { LeanInput } from '../../components/form/LeanInput'
import { useT } from '../../i18n/use-t'
import { useNewPasswordProblems } from './new-password-problems'
import { changePasswordAtCloud } from '../../lib/cloud-fetch'
import { useApiMutation } from '../../queries/use-api-mutation'
import { newPasswordProblem } from '../../rules/keystone-passwords'
import type { SignInValues } from './sign-in-values'

interface Props {
  values: SignInValues
  userId: string
  /** Changed: Sign In goes on with the new password. */
  onChanged: (password: string) => void
  onCancel: () => void
}

export function ExpiredPasswordForm({ values, userId, onChanged, onCancel }: Props) {
  const t = useT()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<ReturnType<typeof newPasswordProblem>>(null)
  const change = useApiMutation({
    mutationFn: (next: string) =>
      changePasswordAtCloud({
        ...(values.cloud ? { cloud: values.cloud } : {}),
        authUrl: values.authUrl.trim(),
        userId,
        originalPassword: values.password,
        password: next,
      }),
    // Nothing the console shows changes: the session starts afresh after.
    invalidates: [],
    onSuccess: (_answer, next) => onChanged(next),
  })
  const problems = useNewPasswordProblems('expired')
  const busy = change.isPending
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('Change expired password')}
      onSubmit={(event) => {
        event.preventDefault()
        const found = newPasswordProblem(values.password, password, confirm)
        setProblem(found)
        if (!found) void change.run(password)
      }}
    >
      <Typography variant="body2">
        {t('Keystone says the password of {{user}} has expired: choose a new one to sign in.', {
          user: values.username,
        })}
      </Typography>
      {change.error && <Alert severity="error">{errorText(change.error).message}</Alert>}
      <LeanInput
        name="newPassword"
        label={t('New password')}
        value={password}
        onChange={setPassword}
        error={problem === 'empty' || problem === 'unchanged' ? problems[problem] : undefined}
        type="password"
        autoComplete="new-password"
        autoFocus
        disabled={busy}
      />
      <LeanInput
        name="confirmPassword"
        label={t('Confirm new password')}
        value={confirm}
        onChange={setConfirm}
        error={problem === 'mismatch' ? problems.mismatch : undefined}
        type="password"
        autoComplete="new-password"
        disabled={busy}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('Back')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('Change password and sign in')}
        </Button>
      </Stack>
    </Stack>
  )
}
