// Edit Group sends only what the user changed: an untouched empty description is not a new one.
import { describe, expect, it } from 'vitest'
import { changedFields } from './EditGroupDialog'

describe('changedFields', () => {
  const group = { name: 'app', description: null }

  it('sends a new name alone, not the empty description Cinder would take as new', () => {
    expect(changedFields(group, { name: 'web', description: '' })).toEqual({ name: 'web' })
  })

  it('sends a description cleared or written', () => {
    expect(changedFields({ name: 'app', description: 'x' }, { name: 'app', description: '' })).toEqual({
      description: '',
    })
    expect(changedFields(group, { name: 'app', description: 'db' })).toEqual({ description: 'db' })
  })

  it('sends the name when nothing changed, for Cinder to say so', () => {
    expect(changedFields(group, { name: 'app', description: '' })).toEqual({ name: 'app' })
  })
})
