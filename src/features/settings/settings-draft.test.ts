import { describe, expect, it } from 'vitest'
import type { DemoSettingsSnapshot } from '../../api/demo-settings'
import { toFaultDraft, toFaultRules } from './fault-rules'
import { choiceOf, rolesOf } from './policy-choices'
import { buildUpdate, changedSections, isEmptyUpdate, toDraft, validateDraft } from './settings-draft'

const MEMBER = ['member', 'admin']

function snapshot(): DemoSettingsSnapshot {
  return {
    scenario: 'demo',
    settings: {
      transitionMs: 1500,
      latencyMs: 0,
      faults: [{ kind: 'error', rate: 0.1, status: 500, methods: ['GET'], path: '/volumes' }],
      attachModeExtension: true,
      oldComputes: false,
      policies: { 'volume:create': MEMBER, 'volume:multiattach': MEMBER, 'volume:force_delete': ['admin'] },
      tokenTtlSeconds: 3600,
    },
    computeHosts: [
      { name: 'compute-1', availabilityZone: 'nova', multiattach: true, old: false },
      { name: 'compute-legacy', availabilityZone: 'nova', multiattach: false, old: true },
    ],
  }
}

describe('buildUpdate', () => {
  it('is empty for an untouched draft, even with rules the page does not manage', () => {
    const saved = snapshot()
    const update = buildUpdate(toDraft(saved), saved)
    expect(isEmptyUpdate(update)).toBe(true)
    expect(changedSections(update)).toEqual({
      extension: false,
      oldComputes: false,
      backupService: false,
      forceUpload: false,
      hang: false,
      hosts: false,
      policies: false,
      timing: false,
    })
  })

  it('sends the hanging host when it changes, and nothing when it is set back', () => {
    const saved = snapshot()
    const draft = toDraft(saved)
    expect(draft.hang).toBe('none')
    draft.hang = 'detach'
    expect(buildUpdate(draft, saved)).toEqual({ settings: { hang: 'detach' } })
    expect(changedSections(buildUpdate(draft, saved)).hang).toBe(true)
    draft.hang = 'none'
    expect(isEmptyUpdate(buildUpdate(draft, saved))).toBe(true)
  })

  it('sends only what changed; policies as the whole map; hosts by name', () => {
    const saved = snapshot()
    const draft = toDraft(saved)
    draft.oldComputes = true
    draft.policies['volume:multiattach'] = ['admin']
    draft.hosts = draft.hosts.map((host) => (host.name === 'compute-legacy' ? { ...host, old: false } : host))
    expect(buildUpdate(draft, saved)).toEqual({
      settings: {
        oldComputes: true,
        policies: { 'volume:create': MEMBER, 'volume:multiattach': ['admin'], 'volume:force_delete': ['admin'] },
      },
      computeHosts: [{ name: 'compute-legacy', old: false }],
    })
  })

  it('keeps unmanaged fault rules after the managed ones', () => {
    const saved = snapshot()
    const draft = toDraft(saved)
    draft.faults = { ...draft.faults, dropRate: '12.5' }
    expect(buildUpdate(draft, saved).settings?.faults).toEqual([
      { kind: 'drop', rate: 0.125 },
      { kind: 'error', rate: 0.1, status: 500, methods: ['GET'], path: '/volumes' },
    ])
  })
})

describe('fault rules', () => {
  it('round-trips the rules the page writes', () => {
    const rules = [
      { kind: 'error' as const, rate: 0.25, status: 500, methods: ['POST', 'PUT', 'PATCH', 'DELETE'] },
      { kind: 'drop' as const, rate: 0.05 },
      { kind: 'slow' as const, rate: 0.5, delayMs: 2000 },
    ]
    const draft = toFaultDraft(rules)
    expect(draft).toMatchObject({ errorRate: '25', errorStatus: 500, dropRate: '5', slowRate: '50', others: [] })
    expect(toFaultRules(draft)).toEqual(rules)
  })
})

describe('validateDraft', () => {
  it('wants whole milliseconds and percentages', () => {
    const draft = toDraft(snapshot())
    expect(validateDraft(draft)).toEqual({})
    draft.transitionMs = '1.5'
    draft.faults = { ...draft.faults, slowRate: '101' }
    expect(validateDraft(draft)).toEqual({
      transitionMs: 'The transition time must be a whole number of 0 or more.',
      slowRate: 'The slow answers rate must be a percentage from 0 to 100.',
    })
  })
})

describe('policy choices', () => {
  it('maps the three answers to roles lists and back', () => {
    expect(rolesOf('members')).toEqual(['member', 'admin'])
    expect(rolesOf('admins')).toEqual(['admin'])
    expect(rolesOf('nobody')).toEqual([])
    expect(choiceOf(['admin', 'member'])).toBe('members')
    expect(choiceOf([])).toBe('nobody')
    expect(choiceOf(['service'])).toBeUndefined()
    expect(choiceOf(undefined)).toBeUndefined()
  })
})
