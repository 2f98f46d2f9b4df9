// The policy rules the demo settings page offers, and the three answers to "who may". The texts
// are English keys, translated where shown.
import type { TFunction } from 'i18next'
import { N_ } from '../../i18n/marker'

export const POLICY_RULES = [
  {
    rule: 'volume:create',
    service: 'Cinder',
    what: N_('Create a volume (POST /volumes). Refused: 403 for every Create Volume.'),
  },
  {
    rule: 'volume:multiattach',
    service: 'Cinder',
    what: N_(
      'Create a volume of a multi-attach type, or retype to one. Refused: 403 "Policy doesn\'t allow volume:multiattach to be performed."',
    ),
  },
  {
    rule: 'volume:multiattach_bootable_volume',
    service: 'Cinder',
    what: N_('Attach a bootable shareable volume that is already in use (a second attachment). Refused: 403.'),
  },
  {
    rule: 'os_compute_api:os-volumes-attachments:create',
    service: 'Nova',
    what: N_('Attach a volume to a server (POST /servers/{id}/os-volume_attachments). Refused: 403.'),
  },
] as const

export type PolicyRule = (typeof POLICY_RULES)[number]['rule']

export type PolicyChoice = 'members' | 'admins' | 'nobody'

export const POLICY_CHOICES: ReadonlyArray<{ choice: PolicyChoice; label: string; roles: readonly string[] }> = [
  { choice: 'members', label: N_('Members and admins'), roles: ['member', 'admin'] },
  { choice: 'admins', label: N_('Admins only'), roles: ['admin'] },
  { choice: 'nobody', label: N_('Nobody'), roles: [] },
]

/** The roles list a choice writes. */
export function rolesOf(choice: string): string[] {
  const found = POLICY_CHOICES.find((entry) => entry.choice === choice)
  return found ? [...found.roles] : []
}

/** Which choice a roles list is; undefined for anything else (a rule set through the API). */
export function choiceOf(roles: readonly string[] | undefined): PolicyChoice | undefined {
  if (roles === undefined) return undefined
  const wanted = [...new Set(roles)].sort().join(',')
  return POLICY_CHOICES.find((entry) => [...entry.roles].sort().join(',') === wanted)?.choice
}

/** How a roles list that matches no choice reads. */
export function describeRoles(roles: readonly string[] | undefined, t: TFunction): string {
  if (roles === undefined) return t('Everyone (no rule)')
  return t('Roles: {{roles}}', { roles: roles.join(', ') })
}
