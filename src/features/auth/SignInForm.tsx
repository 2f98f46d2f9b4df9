// The Sign In form, on the Sign In page and in the dialog shown when a token ends. A failure is
// shown above the fields, which keep what was typed.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { connect, type OpenStackClient } from '../../api'
import { ControlledInput } from '../../components/form/ControlledInput'
import { cloudFetch } from '../../lib/cloud-fetch'
import type { SignInProfile } from '../../lib/session'
import { EndpointFields } from './EndpointFields'
import { toCredentials, toProfile, type SignInValues } from './sign-in-values'

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

const required = (label: string) => ({ required: `${label} is required` })

export function SignInForm({ defaultValues, onSignedIn, focusPassword = false, note, actions }: Props) {
  const { control, handleSubmit } = useForm<SignInValues>({ defaultValues })
  const mutation = useMutation({
    mutationFn: (values: SignInValues) => connect(toCredentials(values), { fetch: cloudFetch() }),
    onSuccess: (client, values) => onSignedIn(client, toProfile(values)),
  })
  const disabled = mutation.isPending
  const submit = (
    <Button type="submit" variant="contained" size={actions ? 'medium' : 'large'} loading={disabled}>
      Sign In
    </Button>
  )

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Sign in"
      onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
    >
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
      {mutation.error && <Alert severity="error">{mutation.error.message}</Alert>}
      <ControlledInput
        control={control}
        name="authUrl"
        label="Keystone URL"
        rules={required('Keystone URL')}
        disabled={disabled}
        type="url"
      />
      <ControlledInput
        control={control}
        name="username"
        label="User name"
        rules={required('User name')}
        disabled={disabled}
        autoComplete="username"
      />
      <ControlledInput
        control={control}
        name="password"
        label="Password"
        rules={required('Password')}
        disabled={disabled}
        type="password"
        autoComplete="current-password"
        autoFocus={focusPassword}
      />
      <ControlledInput
        control={control}
        name="projectName"
        label="Project"
        rules={required('Project')}
        disabled={disabled}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ControlledInput control={control} name="userDomainName" label="User domain" disabled={disabled} />
        <ControlledInput control={control} name="projectDomainName" label="Project domain" disabled={disabled} />
      </Stack>
      <EndpointFields
        control={control}
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
