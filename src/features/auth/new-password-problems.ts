// What Change Password and the expired-password step say about a new password refused before
// sending (newPasswordProblem, src/rules/keystone-passwords.ts): the same words in both, but
// for the password it replaces.
import { useT } from '../../i18n/use-t'
import type { NewPasswordProblem } from '../../rules/keystone-passwords'

export function useNewPasswordProblems(replacing: 'current' | 'expired'): Record<NewPasswordProblem, string> {
  const t = useT()
  return {
    empty: t('Enter a new password.'),
    mismatch: t('The two new passwords differ.'),
    unchanged:
      replacing === 'expired'
        ? t('The new password must differ from the expired one.')
        : t('The new password must differ from the current one.'),
  }
}
