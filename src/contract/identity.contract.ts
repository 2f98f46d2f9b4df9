// Sign-in, catalog, version discovery and microversions: the same scenarios on both targets.
import { describe, expect, it } from 'vitest'
import { connect } from '../api'
import { changeOwnPassword } from '../api/password-change'
import { RUN, setUpWorld } from './world'

const world = setUpWorld()

describe('sign-in and catalog', () => {
  it('signs in with a project-scoped password token and finds Cinder and Nova in the catalog', () => {
    const { member, target } = world
    expect(member.token.project.name).toBe(target.member.projectName)
    expect(member.token.roles).toContain('member')
    expect(member.token.expiresAt.getTime()).toBeGreaterThan(Date.now())
    const types = member.catalog.map((entry) => entry.type)
    expect(types.some((type) => ['block-storage', 'volumev3', 'volume'].includes(type))).toBe(true)
    expect(types).toContain('compute')
    expect(member.services.volume.endpoint).toMatch(/\/v3(\/[0-9a-f-]+)?$/)
  })

  it("refuses a wrong password with Keystone's 401 body", async () => {
    const error = await connect({ ...world.target.member, password: 'certainly-not-the-password' }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      fault: 'Unauthorized',
      message: 'The request you have made requires authentication.',
    })
  })
})

describe("a user's own password change (no token)", () => {
  it("refuses a wrong password now, or a user Keystone does not know, with Keystone's generic 401", async () => {
    const { member, target } = world
    const change = (userId: string) =>
      changeOwnPassword(
        (input, init) => fetch(input, init),
        { authUrl: target.member.authUrl, userId, originalPassword: 'certainly-not-it', password: 'never-set-1' },
        null,
      ).catch((e: unknown) => e)
    for (const userId of [member.token.user.id, '0123456789abcdef0123456789abcdef']) {
      expect(await change(userId)).toMatchObject({
        kind: 'http',
        status: 401,
        message: 'The request you have made requires authentication.',
      })
    }
    // Nothing changed: the member's session and password still work.
    await expect(member.cinder.listVolumes({ limit: 1 })).resolves.toMatchObject({ volumes: expect.any(Array) })
    const again = await connect(target.member)
    expect(again.token.user.id).toBe(member.token.user.id)
    await again.signOut()
  })
})

describe('projects', () => {
  it("lists the member's projects, its own among them", async () => {
    const projects = await world.member.keystone.projects()
    expect(projects.map((project) => project.id)).toContain(world.member.token.project.id)
    for (const project of projects) expect(project).toMatchObject({ enabled: true, domain_id: expect.any(String) })
  })

  it("moves an admin's session to the member's project: a token scoped there, same user and expiry", async () => {
    const admin = world.admin
    if (!admin) throw new Error('needs CONTRACT_ADMIN_* (an admin with a role in the member project)')
    const own = world.member.token.project
    const start = await connect(world.target.admin!)
    expect((await start.keystone.projects()).map((project) => project.id)).toEqual(
      expect.arrayContaining([start.token.project.id, own.id]),
    )
    const moved = await start.switchTo({ projectId: own.id })
    expect(moved.token.project).toMatchObject({ id: own.id, name: own.name })
    expect(moved.token.user.id).toBe(start.token.user.id)
    expect(moved.token.expiresAt).toEqual(start.token.expiresAt)
    expect(moved.services.volume.endpoint).toContain(own.id)
    expect(moved.place.region).toBe(start.place.region)
    // The new token works for that project's volumes; the one left behind is no longer used.
    await expect(moved.cinder.listVolumes({ limit: 1 })).resolves.toMatchObject({ volumes: expect.any(Array) })
    await expect(start.cinder.listVolumes({ limit: 1 })).rejects.toMatchObject({ kind: 'expired' })
    await moved.signOut()
  })

  it("refuses a project where the user has no role with Keystone's 401, and the session carries on", async () => {
    const admin = world.admin
    if (!admin) throw new Error('needs CONTRACT_ADMIN_* (a project the member has no role in)')
    const member = await connect(world.target.member)
    await expect(member.switchTo({ projectId: admin.token.project.id })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      fault: 'Unauthorized',
      message: 'The request you have made requires authentication.',
    })
    await expect(member.cinder.listVolumes({ limit: 1 })).resolves.toMatchObject({ volumes: expect.any(Array) })
    await member.signOut()
  })
})

describe('application credentials', () => {
  it('signs in with one to its project; Keystone keeps it there, refuses a wrong secret, and ends it with the credential', async () => {
    const { target } = world
    if (!world.admin || !target.admin) throw new Error('needs CONTRACT_ADMIN_* (an admin with a role in two projects)')
    // The admin's: Keystone refuses to move its token even to a project where the user has a role.
    const member = world.admin
    const elsewhere = world.member.token.project.id
    const userId = member.token.user.id
    const made = await member.keystone.createApplicationCredential(userId, { name: `${RUN}-app-credential` })
    expect(made).toMatchObject({ name: `${RUN}-app-credential`, project_id: member.token.project.id })
    const place = { authUrl: target.admin.authUrl, region: target.admin.region, interface: target.admin.interface }
    const signIn = (secret: string) =>
      connect({ ...place, username: '', password: '', projectName: '', applicationCredential: { id: made.id, secret } })
    let deleted = false
    try {
      const client = await signIn(made.secret)
      expect(client.token.project.id).toBe(member.token.project.id)
      expect(client.token.user.id).toBe(userId)
      expect(client.token.applicationCredential).toEqual({ id: made.id, name: made.name })
      await expect(client.cinder.listVolumes({ limit: 1 })).resolves.toMatchObject({ volumes: expect.any(Array) })
      await expect(client.switchTo({ projectId: elsewhere })).rejects.toMatchObject({
        status: 403,
        fault: 'Forbidden',
        message:
          'You are not authorized to perform the requested action: Using a delegated token to create another token is not allowed..',
      })
      await expect(signIn('not-the-secret')).rejects.toMatchObject({
        status: 401,
        message: 'The request you have made requires authentication.',
      })
      await member.keystone.deleteApplicationCredential(userId, made.id)
      deleted = true
      await expect(signIn(made.secret)).rejects.toMatchObject({
        status: 404,
        message: `Could not find Application Credential: ${made.id}.`,
      })
      // (A token it gave may still work at a service for a while: keystonemiddleware caches
      // validations; Zed's Cinder answered with one right after the delete.)
    } finally {
      if (!deleted) await member.keystone.deleteApplicationCredential(userId, made.id)
    }
  })
})

describe('versions and microversions', () => {
  it('discovers the microversion ranges; the maxima are the documented per-target difference', () => {
    const { volume, compute } = world.member.services
    expect(volume.range?.min).toBe('3.0')
    expect(compute?.range?.min).toBe('2.1')
    if (world.target.kind === 'demo') {
      // Demo cloud: Cinder master (3.71) and Nova with the attach-mode extension (2.200).
      expect(volume.range?.max).toBe('3.71')
      expect(compute?.range?.max).toBe('2.200')
    } else {
      // A real cloud: whatever its release offers (Zed: 3.70 and 2.93), and at least what multi-attach needs.
      expect(volume.range?.max).toMatch(/^3\.\d+$/)
      expect(world.member.feature('attachmentMode').available).toBe(true)
      expect(world.member.feature('multiattach').available).toBe(true)
    }
    expect(volume.negotiated).toBe(volume.range?.max)
  })

  it('knows whether the attach-mode extension is there, and says why not', () => {
    const check = world.member.feature('attachModeExtension')
    if (world.target.kind === 'demo') expect(check.available).toBe(true)
    else {
      // No upstream Nova implements the Rocky spec (docs/rules.md, "Product rules beyond upstream").
      expect(check).toMatchObject({ available: false, needed: '2.200', reason: expect.stringContaining('2.200') })
    }
  })

  it('answers an out-of-range microversion with 406 and the range', async () => {
    const { volume, compute } = world.member.services
    await expect(world.member.cinder.listVolumes({ limit: 1 }, { microversion: '3.999' })).rejects.toMatchObject({
      status: 406,
      message: `Version 3.999 is not supported by the API. Minimum is 3.0 and maximum is ${volume.range?.max}.`,
    })
    await expect(world.nova.listServers({ limit: 1 }, { microversion: '2.999' })).rejects.toMatchObject({
      status: 406,
      message: `Version 2.999 is not supported by the API. Minimum is 2.1 and maximum is ${compute?.range?.max}.`,
    })
  })

  it('answers a malformed microversion with 400', async () => {
    await expect(world.member.cinder.listVolumes({ limit: 1 }, { microversion: 'x' })).rejects.toMatchObject({
      status: 400,
      fault: 'badRequest',
      message: 'API Version String x is of invalid format. Must be of format MajorNum.MinorNum.',
    })
  })

  it('hides a method below its minimum microversion (404)', async () => {
    await expect(world.member.cinder.listAttachments({}, { microversion: '3.26' })).rejects.toMatchObject({
      status: 404,
      fault: 'itemNotFound',
    })
  })
})
