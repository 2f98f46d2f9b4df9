// The Sign In form, on the Sign In page and in the dialog shown when a token ends. A failure is
// shown above the fields, which keep what was typed.
import { LightAlert as Alert } from '../../components/LightAlert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { KeystoneReceipt, OpenStackClient } from '../../api'
import { errorText } from '../../components/error-text'
import { LeanInput } from '../../components/form/LeanInput'
import { useT } from '../../i18n/use-t'
import { signInToCloud } from '../../lib/cloud-fetch'
import { useApiMutation } from '../../queries/use-api-mutation'
import { useSigningOut, type SignInProfile } from '../../lib/session'
import { DEFAULT_LOCKOUT_SECONDS } from '../../rules/keystone-passwords'
import { EndpointFields } from './EndpointFields'
import { ExpiredPasswordForm } from './ExpiredPasswordForm'
import { signInRefusal } from './sign-in-refusal'
import { cloudValues, offeredClouds, ssoChoices } from './sign-in-defaults'
import { ssoChoiceOf, toCredentials, toProfile, type SignInValues } from './sign-in-values'
import { startSingleSignOn } from './single-sign-on'
import { useSignInFields } from './use-sign-in-fields'

// Needed only when Keystone asks for a code: loaded then, not with the first screen.
const TwoFactorStep = lazy(() => import('./TwoFactorStep').then((m) => ({ default: m.TwoFactorStep })))

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
    applicationCredentialId: t('Application credential ID'),
    applicationCredentialSecret: t('Secret'),
  } as Record<keyof SignInValues, string>
  const { values, field, replace, validate } = useSignInFields(defaultValues, (name) =>
    t('{{field}} is required', { field: labels[name] }),
  )
  const clouds = offeredClouds()
  const chosenSource = clouds.find((cloud) => cloud.name === values.cloud)?.source
  const caption = chosenSource ? t('Settings from {{source}}', { source: chosenSource }) : note
  const byCredential = values.method === 'application_credential'
  // Single sign-on: the identity provider asks for the rest (single-sign-on.ts).
  const choices = ssoChoices(values.cloud)
  const sso = choices.find((choice) => choice.id === ssoChoiceOf(values.method))
  // Keystone says the password has expired: the form asks for a new one (ExpiredPasswordForm).
  const [expiredFor, setExpiredFor] = useState<string | null>(null)
  // Keystone's rules for the account ask for a code too (TwoFactorStep); why the step ended, when it ran out.
  const [secondFactor, setSecondFactor] = useState<KeystoneReceipt | null>(null)
  const [startedOver, setStartedOver] = useState<string | null>(null)
  // Signing in changes nothing in the cloud: no family to refresh (a new session starts afresh).
  const mutation = useApiMutation({
    mutationFn: (values: SignInValues) => signInToCloud(toCredentials(values)),
    invalidates: [],
    repeatable: true,
    onSuccess: (client, values) => onSignedIn(client, toProfile(values)),
    onError: (error) => {
      const refusal = signInRefusal(error)
      if (refusal?.kind === 'expired') setExpiredFor(refusal.userId)
      if (refusal?.kind === 'second-factor') setSecondFactor(refusal.receipt)
    },
  })
  const refusal = signInRefusal(mutation.error)
  // A sign-out still ending the last session: signing in (or leaving for the identity provider) waits for it.
  const signingOut = useSigningOut()
  const disabled = mutation.isPending || signingOut

  if (secondFactor)
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          values={values}
          receipt={secondFactor}
          onSignedIn={(client) => onSignedIn(client, toProfile(values))}
          onStartOver={(why) => {
            setSecondFactor(null)
            setStartedOver(why)
            mutation.reset()
          }}
        />
      </Suspense>
    )
  if (expiredFor !== null)
    return (
      <ExpiredPasswordForm
        values={values}
        userId={expiredFor}
        onCancel={() => {
          setExpiredFor(null)
          mutation.reset()
        }}
        onChanged={(password) => {
          const next = { ...values, password }
          setExpiredFor(null)
          replace(next)
          void mutation.run(next)
        }}
      />
    )
  const submit = (
    <Button type="submit" variant="contained" size={actions ? 'medium' : 'large'} loading={disabled}>
      {sso ? t('Continue to {{provider}}', { provider: sso.label }) : t('Sign In')}
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
        if (signingOut) return
        if (sso) return startSingleSignOn(sso.id, values)
        const valid = validate()
        setStartedOver(null)
        if (valid) void mutation.run(valid)
      }}
    >
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
      {startedOver && <Alert severity="warning">{startedOver}</Alert>}
      {mutation.error && refusal?.kind !== 'expired' && refusal?.kind !== 'second-factor' && (
        <Alert severity="error">
          {errorText(mutation.error).message}
          {refusal?.kind === 'not-accepted' &&
            ` ${t('Keystone does not say why: a wrong user name, password or project, or an account it has locked after too many wrong passwords, which it refuses the same way even with the right password until the lockout time the cloud sets has passed ({{minutes}} minutes unless its operator changed it).', { minutes: DEFAULT_LOCKOUT_SECONDS / 60 })}`}
        </Alert>
      )}
      {clouds.length > 0 && (
        // Each cloud the operator offers (CONSOLE_CLOUDS): choosing one starts from its settings.
        <LeanInput
          {...field('cloud')}
          label={t('Cloud')}
          options={clouds.map((cloud) => cloud.name ?? cloud.authUrl)}
          disabled={disabled}
          onChange={(name) => {
            const chosen = clouds.find((cloud) => (cloud.name ?? cloud.authUrl) === name)
            if (chosen) replace(cloudValues(chosen))
          }}
        />
      )}
      <LeanInput {...field('authUrl')} label={labels.authUrl} disabled={disabled} type="url" />
      <LeanInput
        {...field('method')}
        label={t('Sign in with')}
        options={[
          { value: 'password', label: t('Password') },
          { value: 'application_credential', label: t('Application credential') },
          ...choices.map((choice) => ({ value: `sso:${choice.id}`, label: choice.label })),
        ]}
        disabled={disabled}
      />
      {sso ? (
        <Typography variant="body2">
          {t(
            '{{provider}} asks who you are on its own page; Keystone then hands your session to the console, and you come back here signed in.',
            { provider: sso.label },
          )}
        </Typography>
      ) : byCredential ? (
        <>
          <LeanInput
            {...field('applicationCredentialId')}
            label={labels.applicationCredentialId}
            disabled={disabled}
            autoComplete="username"
          />
          <LeanInput
            {...field('applicationCredentialSecret')}
            label={labels.applicationCredentialSecret}
            helperText={t("The credential's project is the session's: it cannot switch to another.")}
            disabled={disabled}
            type="password"
            autoComplete="current-password"
            autoFocus={focusPassword}
          />
        </>
      ) : (
        <>
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
        </>
      )}
      {!sso && (
        <EndpointFields
          field={field}
          disabled={disabled}
          defaultExpanded={defaultValues.region !== '' || defaultValues.interface !== 'public'}
        />
      )}
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
