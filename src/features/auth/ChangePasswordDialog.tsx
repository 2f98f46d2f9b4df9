// Change Password, from the user menu: the user's own change at Keystone (no token needed, so
// the same route as an expired password's), then Sign In again with the new password in the same
// project and region, as Keystone revokes every token of the user on a change
// (keystone/identity/core.py change_password). Horizon's checks come first; Keystone's refusal
// (its password rules, a password used before, a wrong current one) stays in the dialog with
// what was typed. Its equivalent command carries placeholders, never the passwords.
import { useForm } from 'react-hook-form'
import type { OpenStackClient } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { useT } from '../../i18n/use-t'
import { useNewPasswordProblems } from './new-password-problems'
import { changePasswordAtCloud, signInToCloud } from '../../lib/cloud-fetch'
import { useClient, useSession, type SignInProfile } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { changePasswordCommand, changePasswordRequest } from '../../rules/commands/identity-commands'
import { newPasswordProblem } from '../../rules/keystone-passwords'

interface Values {
  current: string
  password: string
  confirm: string
}

/** Where the session is, to sign in there again: its user, project and place. */
function profileOf(client: OpenStackClient): SignInProfile {
  const { token, place } = client
  return {
    authUrl: place.authUrl,
    username: token.user.name,
    userDomainName: token.user.domain,
    projectName: token.project.name,
    projectDomainName: token.project.domain,
    region: place.region || undefined,
    interface: place.interface,
    ...(place.cloud ? { cloud: place.cloud } : {}),
  }
}

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const { signIn } = useSession()
  const form = useForm<Values>({ defaultValues: { current: '', password: '', confirm: '' } })
  const profile = profileOf(client)
  const change = useApiMutation<Values, OpenStackClient>({
    mutationFn: async (values) => {
      await changePasswordAtCloud({
        ...(profile.cloud ? { cloud: profile.cloud } : {}),
        authUrl: profile.authUrl,
        userId: client.token.user.id,
        originalPassword: values.current,
        password: values.password,
      })
      return signInToCloud({ ...profile, password: values.password })
    },
    // The session starts afresh with the new token.
    invalidates: [],
    success: () => t('Password changed; the session goes on with the new one.'),
    onSuccess: (next) => {
      signIn(next, profile)
      onClose()
    },
  })
  const problems = useNewPasswordProblems('current')
  return (
    <DialogShell title={t('Change Password')} onClose={onClose} maxWidth="xs" busy={change.isPending}>
      <DialogForm
        mutation={change}
        form={form}
        toVars={(values) => values}
        submitLabel={t('Change Password')}
        errorTitle={t('The password was not changed')}
        command={() => ({
          cli: [
            `# ${t('Put your passwords in place of the two placeholders, or leave both options out to be asked for them.')}`,
            changePasswordCommand(),
          ].join('\n'),
          requests: [changePasswordRequest(profile.authUrl, client.token.user.id)],
        })}
      >
        <ControlledTextField
          control={form.control}
          name="current"
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          rules={{ required: t('{{field}} is required', { field: t('Current password') }) }}
        />
        <ControlledTextField
          control={form.control}
          name="password"
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          rules={{
            validate: (password, values) => {
              const problem = newPasswordProblem(values.current, password, values.confirm)
              return problem && problem !== 'mismatch' ? problems[problem] : true
            },
          }}
        />
        <ControlledTextField
          control={form.control}
          name="confirm"
          label={t('Confirm new password')}
          type="password"
          autoComplete="new-password"
          rules={{
            validate: (confirm, values) =>
              newPasswordProblem(values.current, values.password, confirm) === 'mismatch' ? problems.mismatch : true,
          }}
        />
      </DialogForm>
    </DialogShell>
  )
}
