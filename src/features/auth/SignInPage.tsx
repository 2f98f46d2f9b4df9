import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Navigate, useLocation } from 'react-router'
import { connect } from '../../api'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { signInDefaults, toCredentials, type SignInValues } from './sign-in-defaults'

function redirectTarget(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from
  }
  return paths.volumes
}

export function SignInPage() {
  const { client, signIn } = useSession()
  const location = useLocation()
  const { control, handleSubmit } = useForm<SignInValues>({ defaultValues: signInDefaults() })
  const target = redirectTarget(location.state)

  const mutation = useMutation({
    mutationFn: (values: SignInValues) => connect(toCredentials(values)),
    // The new session re-renders this page, which then redirects below.
    onSuccess: signIn,
  })

  if (client) return <Navigate to={target} replace />

  const required = (label: string) => ({ required: `${label} is required` })
  const disabled = mutation.isPending

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <Typography variant="h5" component="h1" gutterBottom>
          Sign In
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Volume Console
        </Typography>
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label="Sign in"
          onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
        >
          {mutation.error && <Alert severity="error">{mutation.error.message}</Alert>}
          <ControlledTextField
            control={control}
            name="authUrl"
            label="Keystone URL"
            rules={required('Keystone URL')}
            disabled={disabled}
            type="url"
          />
          <ControlledTextField
            control={control}
            name="username"
            label="User name"
            rules={required('User name')}
            disabled={disabled}
            autoComplete="username"
          />
          <ControlledTextField
            control={control}
            name="password"
            label="Password"
            rules={required('Password')}
            disabled={disabled}
            type="password"
            autoComplete="current-password"
          />
          <ControlledTextField
            control={control}
            name="projectName"
            label="Project"
            rules={required('Project')}
            disabled={disabled}
          />
          <ControlledTextField control={control} name="domainName" label="Domain" disabled={disabled} />
          <Button type="submit" variant="contained" size="large" loading={disabled}>
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Box>
  )
}
