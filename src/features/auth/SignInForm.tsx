// The Sign In form, on the Sign In page and in the dialog shown when a token ends. A failure is
// shown above the fields, which keep what was typed.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { OpenStackClient } from '../../api'
import { errorText } from '../../components/error-text'
import { LeanInput } from '../../components/form/LeanInput'
import { useT } from '../../i18n/use-t'
import { signInToCloud } from '../../lib/cloud-fetch'
import { useApiMutation } from '../../queries/use-api-mutation'
import type { SignInProfile } from '../../lib/session'
import { EndpointFields } from './EndpointFields'
import { toCredentials, toProfile, type SignInValues } from './sign-in-values'
import { useSignInFields } from './use-sign-in-fields'

interface Props {
  defaultValues: SignInValues
  onSignedIn: (client: OpenStackClient, profile: SignInProfile) => void
  /** Puts the cursor in Password: everything else is already filled in. */
  focusPassword?: boolean
  /** A line above the fields, e.g. where the defaults came from. */
  note?: string | null
  /** Buttons beside Sign In (the form's own button is then a regular-sized one, on the right). */
  actions?: ReactNode
}

export function SignInForm({ defaultValues, onSignedIn, focusPassword = false, note, actions }: Props) {
  const t = useT()
  const labels = {
    authUrl: t('Keystone URL'),
    username: t('User name'),
    password: t('Password'),
    projectName: t('Project'),
  } as Record<keyof SignInValues, string>
  const { field, validate } = useSignInFields(defaultValues, (name) =>
    t('{{field}} is required', { field: labels[name] }),
  )
  // Signing in changes nothing in the cloud: no family to refresh (a new session starts afresh).
  const mutation = useApiMutation({
    mutationFn: (values: SignInValues) => signInToCloud(toCredentials(values)),
    invalidates: [],
    repeatable: true,
    onSuccess: (client, values) => onSignedIn(client, toProfile(values)),
  })
  const disabled = mutation.isPending
  const submit = (
    <Button type="submit" variant="contained" size={actions ? 'medium' : 'large'} loading={disabled}>
      {t('Sign In')}
    </Button>
  )

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('Sign in')}
      onSubmit={(event) => {
        event.preventDefault()
        const values = validate()
        if (values) void mutation.run(values)
      }}
    >
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
      {mutation.error && <Alert severity="error">{errorText(mutation.error).message}</Alert>}
      <LeanInput {...field('authUrl')} label={labels.authUrl} disabled={disabled} type="url" />
      <LeanInput {...field('username')} label={labels.username} disabled={disabled} autoComplete="username" />
      <LeanInput
        {...field('password')}
        label={labels.password}
        disabled={disabled}
        type="password"
        autoComplete="current-password"
        autoFocus={focusPassword}
      />
      <LeanInput {...field('projectName')} label={labels.projectName} disabled={disabled} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LeanInput {...field('userDomainName')} label={t('User domain')} disabled={disabled} />
        <LeanInput {...field('projectDomainName')} label={t('Project domain')} disabled={disabled} />
      </Stack>
      <EndpointFields
        field={field}
        disabled={disabled}
        defaultExpanded={defaultValues.region !== '' || defaultValues.interface !== 'public'}
      />
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {actions}
          {submit}
        </Stack>
      ) : (
        submit
      )}
    </Stack>
  )
}
