import { describe, expect, it } from 'vitest'
import { connect, OpenStackError } from '.'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock })

describe('sign-in and catalog', () => {
  it('signs in with a project-scoped password token and finds the services in the catalog', async () => {
    const client = await demo.signIn('member')
    expect(client.token.user.name).toBe('demo')
    expect(client.token.project.name).toBe('demo')
    expect(client.token.roles).toEqual(expect.arrayContaining(['member', 'reader']))
    expect(client.services.volume.endpoint).toBe(`http://cloud.test/volume/v3/${client.token.project.id}`)
    expect(client.services.compute?.endpoint).toBe('http://cloud.test/compute/v2.1')
    expect(client.services.image).toBe('http://cloud.test/image')
  })

  it("refuses a wrong password with Keystone's 401", async () => {
    const error = await connect({
      authUrl: demo.authUrl,
      username: 'demo',
      password: 'wrong',
      projectName: 'demo',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenStackError)
    expect(error).toMatchObject({
      status: 401,
      fault: 'Unauthorized',
      message: 'The request you have made requires authentication.',
      kind: 'http',
    })
  })

  it('finds block storage under its alias when the catalog has only volumev3', async () => {
    const client = await demo.signIn('member')
    const { findEndpoint } = await import('./keystone')
    const onlyAlias = client.catalog.filter((entry) => entry.type !== 'block-storage')
    expect(findEndpoint(onlyAlias, ['block-storage', 'volumev3', 'volume'], 'public')).toBe(
      client.services.volume.endpoint,
    )
    expect(findEndpoint(onlyAlias, ['block-storage', 'volumev3'], 'public', 'OtherRegion')).toBeUndefined()
  })
})

describe('projects', () => {
  it('lists the projects the user has a role on, by name', async () => {
    const member = await demo.signIn('member')
    expect((await member.keystone.projects()).map((project) => project.name)).toEqual(['demo', 'staging'])
    const reader = await demo.signIn('reader')
    expect((await reader.keystone.projects()).map((project) => project.name)).toEqual(['demo'])
  })

  it('switches project with a token scoped there: same user and expiry, that project’s endpoints, the old token revoked', async () => {
    const client = await demo.signIn('member')
    const staging = (await client.keystone.projects()).find((project) => project.name === 'staging')!
    const before = [...demo.cloud.tokens.keys()]
    const moved = await client.switchTo({ projectId: staging.id })
    expect(moved.token.project).toMatchObject({ id: staging.id, name: 'staging' })
    expect(moved.token.user.id).toBe(client.token.user.id)
    expect(moved.token.expiresAt).toEqual(client.token.expiresAt)
    expect(moved.services.volume.endpoint).toBe(`http://cloud.test/volume/v3/${staging.id}`)
    const names = (await moved.cinder.listVolumes()).volumes.map((volume) => volume.name)
    expect(names).toEqual(expect.arrayContaining(['staging-db', 'staging-shared']))
    expect(names).not.toContain('shared-empty')
    // The token left behind is revoked at Keystone, and the old client sends nothing more.
    await expect.poll(() => before.some((id) => demo.cloud.tokens.has(id))).toBe(false)
    await expect(client.cinder.listVolumes({ limit: 1 })).rejects.toMatchObject({ kind: 'expired' })
  })

  it("refuses a project without a role there with Keystone's 401, and keeps the session", async () => {
    const client = await demo.signIn('member')
    const admin = demo.cloud.state.projects.find((project) => project.name === 'admin')!
    await expect(client.switchTo({ projectId: admin.id })).rejects.toMatchObject({
      status: 401,
      fault: 'Unauthorized',
      message: 'The request you have made requires authentication.',
    })
    expect((await client.cinder.listVolumes({ limit: 1 })).volumes).toHaveLength(1)
  })
})

describe('regions', () => {
  it("moves to another region's endpoints and microversions, same token; a project switch keeps the region", async () => {
    const client = await demo.signIn('member')
    expect(client.regions).toEqual(['RegionOne', 'RegionTwo'])
    expect(client.place.region).toBe('RegionOne')
    const two = await client.switchTo({ region: 'RegionTwo' })
    expect(two.place.region).toBe('RegionTwo')
    expect(two.services.volume.endpoint).toBe(
      `http://cloud.test/regions/RegionTwo/volume/v3/${client.token.project.id}`,
    )
    expect(two.services.compute?.endpoint).toBe('http://cloud.test/regions/RegionTwo/compute/v2.1')
    // Its own Cinder, an older one.
    expect(two.services.volume.range).toEqual({ min: '3.0', max: '3.64' })
    const names = (await two.cinder.listVolumes()).volumes.map((volume) => volume.name)
    expect(names).toEqual(expect.arrayContaining(['dr-pg-data', 'dr-archive', 'dr-replica-root']))
    // None of the first region's.
    expect(names).not.toContain('pg-shared-data')
    expect((await two.nova!.listServers()).servers.map((server) => server.name)).toEqual(['dr-replica'])
    const staging = demo.cloud.state.projects.find((project) => project.name === 'staging')!
    const moved = await two.switchTo({ projectId: staging.id })
    expect(moved.place.region).toBe('RegionTwo')
    expect((await moved.nova!.listServers()).servers.map((server) => server.name)).toEqual(['dr-tools'])
  })

  it('refuses a region the catalog does not have, before sending anything', async () => {
    const client = await demo.signIn('member')
    await expect(client.switchTo({ region: 'Nowhere' })).rejects.toMatchObject({
      kind: 'unsupported',
      fault: 'endpointNotFound',
      message: 'The catalog has no public endpoint for the block-storage service in region Nowhere.',
    })
  })
})

describe('side clients (another project or region, the session left as it is)', () => {
  it('reads another project and region beside the session, sharing discovery, one client per place', async () => {
    const client = await demo.signIn('member')
    const staging = demo.cloud.state.projects.find((project) => project.name === 'staging')!
    const side = await client.side({ projectId: staging.id, region: 'RegionTwo' })
    expect(side.token.project.name).toBe('staging')
    expect(side.place.region).toBe('RegionTwo')
    expect((await side.nova!.listServers()).servers.map((server) => server.name)).toEqual(['dr-tools'])
    expect(await client.side({ projectId: staging.id, region: 'RegionTwo' })).toBe(side)
    // The session is still demo in RegionOne.
    expect(client.token.project.name).toBe('demo')
    expect((await client.cinder.listVolumes({ limit: 100 })).volumes.map((volume) => volume.name)).toContain(
      'pg-shared-data',
    )
    expect(await client.side({ projectId: client.token.project.id, region: 'RegionOne' })).toBe(client)
  })

  it("is refused with Keystone's 401 for a project without a role there, and asked again next time", async () => {
    const client = await demo.signIn('member')
    const admin = demo.cloud.state.projects.find((project) => project.name === 'admin')!
    await expect(client.side({ projectId: admin.id, region: 'RegionOne' })).rejects.toMatchObject({ status: 401 })
    await expect(client.side({ projectId: admin.id, region: 'RegionOne' })).rejects.toMatchObject({ status: 401 })
  })
})

describe('microversions', () => {
  it('negotiates the highest common version and reports features by name', async () => {
    const client = await demo.signIn('member')
    expect(client.services.volume.range).toEqual({ min: '3.0', max: '3.71' })
    expect(client.services.volume.negotiated).toBe('3.71')
    expect(client.services.compute?.negotiated).toBe('2.200')
    // Ordinary calls stay at 2.100 so attach errors come back synchronously.
    expect(client.nova?.version).toBe('2.100')
    expect(client.feature('multiattach')).toMatchObject({ available: true })
    expect(client.feature('attachmentMode')).toMatchObject({ available: true })
    expect(client.feature('attachModeExtension')).toMatchObject({ available: true })
  })

  it('explains a feature the cloud lacks', async () => {
    demo.cloud.settings.attachModeExtension = false
    demo.cloud.settings.cinderMaxVersion = '3.50'
    const client = await demo.signIn('member')
    expect(client.services.compute?.negotiated).toBe('2.104')
    expect(client.feature('attachModeExtension')).toEqual({
      available: false,
      feature: 'attachModeExtension',
      service: 'compute',
      needed: '2.200',
      have: '2.104',
      reason:
        'Read-only attach mode through Nova (Rocky spec extension) needs Compute (Nova) API 2.200 or later; this cloud offers 2.104.',
    })
    expect(client.feature('attachmentMode')).toMatchObject({ available: false, needed: '3.54', have: '3.50' })
    const error = await client.cinder.createAttachment({ volumeId: 'x', mode: 'ro' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'unsupported', fault: 'featureMissing' })
    const attach = await client.nova!.attachVolume('x', { volumeId: 'y', attachMode: 'ro' }).catch((e: unknown) => e)
    expect(attach).toMatchObject({ kind: 'unsupported', message: expect.stringContaining('2.200') })
  })

  it('answers an out-of-range and a malformed microversion as Cinder and Nova do', async () => {
    const client = await demo.signIn('member')
    await expect(client.cinder.listVolumes({}, { microversion: '3.99' })).rejects.toMatchObject({
      status: 406,
      fault: 'computeFault',
      message: 'Version 3.99 is not supported by the API. Minimum is 3.0 and maximum is 3.71.',
    })
    await expect(client.nova!.listServers({}, { microversion: '2.201' })).rejects.toMatchObject({
      status: 406,
      message: 'Version 2.201 is not supported by the API. Minimum is 2.1 and maximum is 2.200.',
    })
    await expect(client.cinder.listVolumes({}, { microversion: 'three' })).rejects.toMatchObject({
      status: 400,
      fault: 'badRequest',
      message: 'API Version String three is of invalid format. Must be of format MajorNum.MinorNum.',
    })
  })

  it('gives 404 for a method called below its minimum version', async () => {
    const client = await demo.signIn('member')
    await expect(client.cinder.listAttachments({}, { microversion: '3.26' })).rejects.toMatchObject({
      status: 404,
      fault: 'itemNotFound',
    })
  })
})

describe('token expiry', () => {
  it('stops using an expired token, tells listeners once, and sends nothing', async () => {
    const client = await demo.signIn('member')
    const seen: OpenStackError[] = []
    client.onExpired((error) => seen.push(error))
    await client.cinder.listVolumes({ limit: 1 })
    clock.advance(3600 * 1000)
    await expect(client.cinder.listVolumes({ limit: 1 })).rejects.toMatchObject({ kind: 'expired', status: 401 })
    await expect(client.cinder.listVolumes({ limit: 1 })).rejects.toMatchObject({ kind: 'expired' })
    expect(seen).toHaveLength(1)
    expect(client.expired).toBe(true)
  })

  it('treats a token the cloud no longer knows as expired', async () => {
    const client = await demo.signIn('member')
    const seen: OpenStackError[] = []
    client.onExpired((error) => seen.push(error))
    demo.cloud.tokens.clear()
    await expect(client.cinder.getLimits()).rejects.toMatchObject({ status: 401, fault: 'Unauthorized' })
    expect(seen).toHaveLength(1)
    expect(client.expired).toBe(true)
  })
})

describe('transport failures', () => {
  it('turns a dropped connection into a network error of the same type', async () => {
    const client = await demo.signIn('member')
    demo.cloud.settings.faults = [{ kind: 'drop', rate: 1, path: '/volumes' }]
    const error = await client.cinder.listVolumes().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenStackError)
    expect(error).toMatchObject({ kind: 'network', status: 0, fault: 'networkError' })
  })

  it("turns an injected server error into the fault body's error", async () => {
    const client = await demo.signIn('member')
    demo.cloud.settings.faults = [{ kind: 'error', rate: 1, status: 503, path: '/volumes' }]
    await expect(client.cinder.listVolumes()).rejects.toMatchObject({
      status: 503,
      fault: 'serviceUnavailable',
      kind: 'http',
    })
  })
})
