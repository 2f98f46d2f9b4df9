import { describe, expect, it } from 'vitest'
import type { BodyRefusal } from './console-credentials'
import {
  chooseCloud,
  NOT_A_CHANGE_BODY,
  NOT_A_SIGN_IN_BODY,
  refusalBody,
  sessionChangeOf,
  sessionJson,
  signInCredentials,
} from './console-credentials'

const password = { username: 'alice', password: 'secret', projectName: 'research' }
const refused = (message: string): BodyRefusal => ({ ok: false, status: 400, message })

describe('signInCredentials', () => {
  it('takes a password sign-in: domains Default when empty, interface public, region empty', () => {
    expect(signInCredentials({ credentials: { ...password, authUrl: 'http://k/v3', userDomainName: '' } })).toEqual({
      ok: true,
      value: {
        ...password,
        authUrl: 'http://k/v3',
        userDomainName: 'Default',
        projectDomainName: 'Default',
        region: '',
        interface: 'public',
      },
    })
    const full = signInCredentials({
      credentials: { ...password, projectDomainName: 'ops', region: 'east', interface: 'internal', cloud: 'west' },
    })
    expect(full).toMatchObject({
      ok: true,
      value: { projectDomainName: 'ops', region: 'east', interface: 'internal', cloud: 'west' },
    })
  })

  it('takes an application credential by id, or by name with its user; the password fields need not be there', () => {
    expect(
      signInCredentials({ credentials: { applicationCredential: { id: 'ac1', name: 'n', secret: 's' } } }),
    ).toEqual({
      ok: true,
      value: expect.objectContaining({ applicationCredential: { id: 'ac1', secret: 's' }, username: '' }),
    })
    expect(
      signInCredentials({ credentials: { username: 'alice', applicationCredential: { name: 'robot', secret: 's' } } }),
    ).toMatchObject({ ok: true, value: { applicationCredential: { name: 'robot', secret: 's' }, username: 'alice' } })
  })

  it('names the first field that is wrong', () => {
    const cases: Array<[unknown, string]> = [
      [null, 'credentials'],
      [{}, 'credentials'],
      [{ credentials: 'alice' }, 'credentials'],
      [{ credentials: {} }, 'username'],
      [{ credentials: { username: 'alice' } }, 'password'],
      [{ credentials: { username: 'alice', password: 5, projectName: 'research' } }, 'password'],
      [{ credentials: { username: 'alice', password: 'secret' } }, 'projectName'],
      [{ credentials: { ...password, applicationCredential: null } }, 'applicationCredential'],
      [{ credentials: { applicationCredential: 'ac1' } }, 'applicationCredential'],
      [{ credentials: { applicationCredential: { id: 'ac1' } } }, 'applicationCredential.secret'],
      [{ credentials: { applicationCredential: { secret: 's' } } }, 'applicationCredential.id'],
      [{ credentials: { applicationCredential: { name: 'robot', secret: 's' } } }, 'applicationCredential.id'],
      [{ credentials: { ...password, interface: 'private' } }, 'interface'],
    ]
    for (const [body, field] of cases) expect(signInCredentials(body)).toEqual(refused(`Sign In needs ${field}.`))
  })
})

describe('chooseCloud', () => {
  const east = { name: 'east', authUrl: 'http://east:5000/v3' }
  const west = { name: 'west', authUrl: 'http://west:5000' }
  const credentials = (extra: object) => {
    const read = signInCredentials({ credentials: { ...password, ...extra } })
    if (!read.ok) throw new Error(read.message)
    return read.value
  }

  it('takes the cloud named, the one whose Keystone is given (with or without /v3), else the first', () => {
    expect(chooseCloud([east, west], credentials({ cloud: 'west' }))).toEqual({ ok: true, value: west })
    expect(chooseCloud([east, west], credentials({ authUrl: 'http://west:5000/v3/' }))).toEqual({
      ok: true,
      value: west,
    })
    expect(chooseCloud([east, west], credentials({}))).toEqual({ ok: true, value: east })
  })

  it('refuses a cloud or a Keystone it does not offer, and a Keystone not the named cloud’s', () => {
    expect(chooseCloud([east, west], credentials({ cloud: 'north' }))).toEqual(
      refused('This console offers the clouds east, west; not north.'),
    )
    expect(chooseCloud([{ authUrl: east.authUrl }], credentials({ cloud: 'east' }))).toEqual(
      refused('This console offers the clouds http://east:5000/v3; not east.'),
    )
    expect(chooseCloud([east, west], credentials({ authUrl: 'http://elsewhere/v3' }))).toEqual(
      refused('This console signs in to http://east:5000/v3, http://west:5000 only, not to http://elsewhere/v3.'),
    )
    expect(chooseCloud([east, west], credentials({ cloud: 'east', authUrl: west.authUrl }))).toEqual(
      refused('This console signs in to http://east:5000/v3, http://west:5000 only, not to http://west:5000.'),
    )
  })
})

describe('sessionChangeOf', () => {
  it('takes a project, a region (empty: none), both or neither', () => {
    expect(sessionChangeOf({ projectId: 'p2' })).toEqual({ ok: true, value: { projectId: 'p2' } })
    expect(sessionChangeOf({ region: '' })).toEqual({ ok: true, value: { region: '' } })
    expect(sessionChangeOf({ projectId: 'p2', region: 'east' })).toEqual({
      ok: true,
      value: { projectId: 'p2', region: 'east' },
    })
    expect(sessionChangeOf(null)).toEqual({ ok: true, value: {} })
  })

  it('refuses an empty project, or either as anything but text', () => {
    for (const body of [{ projectId: '' }, { projectId: 5 }, { region: 3 }, { region: null }])
      expect(sessionChangeOf(body)).toEqual(refused('A session change takes a projectId and a region, as text.'))
  })
})

describe('sessionJson', () => {
  it('reads JSON of at most 64 KiB; refuses anything else with the route’s words', () => {
    expect(sessionJson('{"a":1}', NOT_A_SIGN_IN_BODY)).toEqual({ ok: true, value: { a: 1 } })
    expect(sessionJson('', NOT_A_SIGN_IN_BODY)).toEqual(refused(NOT_A_SIGN_IN_BODY))
    expect(sessionJson('{', NOT_A_CHANGE_BODY)).toEqual(refused(NOT_A_CHANGE_BODY))
    const big = JSON.stringify({ pad: 'é'.repeat(32 * 1024) })
    expect(big.length).toBeLessThan(64 * 1024)
    expect(sessionJson(big, NOT_A_SIGN_IN_BODY)).toEqual(refused(NOT_A_SIGN_IN_BODY))
    expect(refusalBody(refused(NOT_A_SIGN_IN_BODY))).toEqual({
      error: { code: 400, title: 'Bad Request', message: NOT_A_SIGN_IN_BODY },
    })
  })
})
