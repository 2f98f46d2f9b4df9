// The page's editable copy of the demo cloud's settings, and the PUT it turns into: only what
// differs from the saved state is sent, so a save never undoes another tab's change.
import type { FieldErrors, Resolver } from 'react-hook-form'
import { tr } from '../../i18n/tr'
import type { DemoSettingsSnapshot, DemoSettingsUpdate } from '../../api/demo-settings'
import { toFaultDraft, toFaultRules, type FaultDraft } from './fault-rules'
import { POLICY_RULES, type PolicyRule } from './policy-choices'

export interface HostDraft {
  name: string
  availabilityZone?: string
  multiattach: boolean
  old: boolean
}

export interface SettingsDraft {
  attachModeExtension: boolean
  oldComputes: boolean
  backupService: boolean
  /** Cinder's enable_force_upload: an in-use volume is uploaded to an image with Force. */
  forceUpload: boolean
  /** A compute host that stops half-way (the stuck states of docs/repair.md). */
  hang: 'none' | 'attach' | 'detach'
  hosts: HostDraft[]
  /** Roles per offered rule; undefined when the cloud has no such rule (everyone may). */
  policies: Record<PolicyRule, string[] | undefined>
  transitionMs: string
  latencyMs: string
  faults: FaultDraft
}

export type DraftField = 'transitionMs' | 'latencyMs' | 'errorRate' | 'dropRate' | 'slowRate' | 'slowDelayMs'
export type DraftErrors = Partial<Record<DraftField, string>>

export function toDraft(saved: DemoSettingsSnapshot): SettingsDraft {
  const { settings } = saved
  const policies = Object.fromEntries(POLICY_RULES.map(({ rule }) => [rule, settings.policies[rule]])) as Record<
    PolicyRule,
    string[] | undefined
  >
  return {
    attachModeExtension: settings.attachModeExtension,
    oldComputes: settings.oldComputes,
    backupService: settings.backupService !== false,
    forceUpload: settings.forceUpload === true,
    hang: settings.hang ?? 'none',
    hosts: saved.computeHosts.map(({ name, availabilityZone, multiattach, old }) => ({
      name,
      availabilityZone,
      multiattach,
      old,
    })),
    policies,
    transitionMs: String(settings.transitionMs),
    latencyMs: String(settings.latencyMs),
    faults: toFaultDraft(settings.faults),
  }
}

/** The messages of one whole-number field, each a whole sentence (translated when checked). */
interface WholeNumberMessages {
  notWhole: () => string
  tooBig: (max: string) => string
}

function wholeNumber(text: string, max: number, messages: WholeNumberMessages): string | undefined {
  const value = Number(text)
  if (text.trim() === '' || !Number.isInteger(value) || value < 0) return messages.notWhole()
  if (value > max) return messages.tooBig(max.toLocaleString('en-US'))
  return undefined
}

function rate(text: string, message: () => string): string | undefined {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return message()
  return undefined
}

export function validateDraft(draft: SettingsDraft): DraftErrors {
  const errors: DraftErrors = {
    transitionMs: wholeNumber(draft.transitionMs, 600_000, {
      notWhole: () => tr('The transition time must be a whole number of 0 or more.'),
      tooBig: (max) => tr('The transition time must be at most {{max}}.', { max }),
    }),
    latencyMs: wholeNumber(draft.latencyMs, 60_000, {
      notWhole: () => tr('The latency must be a whole number of 0 or more.'),
      tooBig: (max) => tr('The latency must be at most {{max}}.', { max }),
    }),
    errorRate: rate(draft.faults.errorRate, () => tr('The error rate must be a percentage from 0 to 100.')),
    dropRate: rate(draft.faults.dropRate, () => tr('The dropped answers rate must be a percentage from 0 to 100.')),
    slowRate: rate(draft.faults.slowRate, () => tr('The slow answers rate must be a percentage from 0 to 100.')),
    slowDelayMs: wholeNumber(draft.faults.slowDelayMs, 120_000, {
      notWhole: () => tr('The delay must be a whole number of 0 or more.'),
      tooBig: (max) => tr('The delay must be at most {{max}}.', { max }),
    }),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))
}

/** validateDraft for react-hook-form: each message on its field (the rates and delay under faults). */
export const draftResolver: Resolver<SettingsDraft> = (values) => {
  const errors = validateDraft(values)
  const fieldErrors: FieldErrors<SettingsDraft> = {}
  const faults: Record<string, { type: string; message: string }> = {}
  for (const [name, message] of Object.entries(errors)) {
    const error = { type: 'validate', message }
    if (name === 'transitionMs' || name === 'latencyMs') fieldErrors[name] = error
    else faults[name] = error
  }
  if (Object.keys(faults).length > 0) fieldErrors.faults = faults as FieldErrors<SettingsDraft>['faults']
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: fieldErrors }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** What differs from the saved state, as a PUT body; empty when nothing does. */
export function buildUpdate(draft: SettingsDraft, saved: DemoSettingsSnapshot): DemoSettingsUpdate {
  const before = toDraft(saved)
  const settings: NonNullable<DemoSettingsUpdate['settings']> = {}
  if (draft.attachModeExtension !== before.attachModeExtension) settings.attachModeExtension = draft.attachModeExtension
  if (draft.oldComputes !== before.oldComputes) settings.oldComputes = draft.oldComputes
  if (draft.backupService !== before.backupService) settings.backupService = draft.backupService
  if (draft.forceUpload !== before.forceUpload) settings.forceUpload = draft.forceUpload
  if (draft.hang !== before.hang) settings.hang = draft.hang
  if (Number(draft.transitionMs) !== Number(before.transitionMs)) settings.transitionMs = Number(draft.transitionMs)
  if (Number(draft.latencyMs) !== Number(before.latencyMs)) settings.latencyMs = Number(draft.latencyMs)
  const faults = toFaultRules(draft.faults)
  if (!same(faults, toFaultRules(before.faults))) settings.faults = faults
  const changedRules = POLICY_RULES.map(({ rule }) => rule).filter(
    (rule) => !same(draft.policies[rule], before.policies[rule]),
  )
  if (changedRules.length > 0) {
    // The cloud replaces the whole map: send every rule, with the changed ones.
    const policies = { ...saved.settings.policies }
    for (const rule of changedRules) {
      const roles = draft.policies[rule]
      if (roles) policies[rule] = roles
      else delete policies[rule]
    }
    settings.policies = policies
  }
  const computeHosts = draft.hosts.flatMap((host) => {
    const previous = before.hosts.find((candidate) => candidate.name === host.name)
    const change: { name: string; multiattach?: boolean; old?: boolean } = { name: host.name }
    if (previous?.multiattach !== host.multiattach) change.multiattach = host.multiattach
    if (previous?.old !== host.old) change.old = host.old
    return Object.keys(change).length > 1 ? [change] : []
  })
  const update: DemoSettingsUpdate = {}
  if (Object.keys(settings).length > 0) update.settings = settings
  if (computeHosts.length > 0) update.computeHosts = computeHosts
  return update
}

export function isEmptyUpdate(update: DemoSettingsUpdate): boolean {
  return !update.settings && !update.computeHosts
}

/** Which sections have unsaved changes, for their "Not saved" marks. */
export function changedSections(update: DemoSettingsUpdate) {
  const settings = update.settings ?? {}
  return {
    extension: 'attachModeExtension' in settings,
    oldComputes: 'oldComputes' in settings,
    backupService: 'backupService' in settings,
    forceUpload: 'forceUpload' in settings,
    hang: 'hang' in settings,
    hosts: Boolean(update.computeHosts),
    policies: 'policies' in settings,
    timing: 'transitionMs' in settings || 'latencyMs' in settings || 'faults' in settings,
  }
}
