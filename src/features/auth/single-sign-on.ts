// Single sign-on (Keystone federation's WebSSO) from Sign In: the browser leaves for the console
// server's start route, which sends it to Keystone and the identity provider; it comes back
// signed in, or to Sign In with `?sso=<why>` (server/websso.ts; docs/sessions.md, "Single
// sign-on"). The words for each way it can come back without a session are here too.
import { CONSOLE_WEBSSO_START_PATH, type WebSsoOutcome } from '../../api/console-wire'
import { tr } from '../../i18n/tr'
import { isDemoMode } from '../../lib/demo-mode'
import { paths } from '../../lib/paths'
import type { SignInValues } from './sign-in-values'

/**
 * Leaves for the identity provider: the choice, the cloud when the console offers several, the
 * project to land in, and, from a page whose session expired (not Sign In), that page to come
 * back to.
 */
export function startSingleSignOn(choice: string, values: SignInValues): void {
  const query = new URLSearchParams({ choice })
  if (values.cloud) query.set('cloud', values.cloud)
  if (values.projectName.trim()) query.set('project', values.projectName.trim())
  const { pathname, search } = window.location
  if (pathname !== paths.signIn) query.set('next', `${pathname}${search}`)
  // The demo has no console server to start at: its identity provider is a page of its own.
  const start = isDemoMode ? paths.demoSingleSignOn : CONSOLE_WEBSSO_START_PATH
  window.location.assign(`${start}?${query.toString()}`)
}

const OUTCOMES: readonly WebSsoOutcome[] = ['unknown-choice', 'not-started', 'no-token', 'refused', 'no-projects']

/** Why a single sign-on came back without a session, from the address; null for none. */
export function ssoOutcomeOf(search: string): WebSsoOutcome | null {
  const value = new URLSearchParams(search).get('sso')
  return OUTCOMES.find((outcome) => outcome === value) ?? null
}

/** What Sign In says about it (called while rendering: the language shown now). */
export function ssoOutcomeText(outcome: WebSsoOutcome): string {
  switch (outcome) {
    case 'no-projects':
      return tr(
        'Your identity provider signed you in, but Keystone gives you a role in no project of this cloud, so there is nothing to open. Ask the cloud’s operators for a project; signing in again will not change it.',
      )
    case 'not-started':
      return tr(
        'A sign-in came back from Keystone that this browser did not start here, so it was not used. Start it again below.',
      )
    case 'refused':
      return tr(
        'Keystone did not accept the sign-in your identity provider gave. Try again; if it keeps happening, tell the cloud’s operators.',
      )
    case 'no-token':
      return tr('The single sign-on did not finish: Keystone sent no session back, or it came too late. Try again.')
    case 'unknown-choice':
      return tr('The console does not offer that way of signing in. Choose one below.')
  }
}
