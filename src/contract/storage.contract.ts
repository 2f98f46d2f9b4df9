// Storage for admins (docs/admin-quotas-storage.md): the scheduler's pools with their capabilities,
// the block-storage services by microversion, and disabling / enabling a service with a reason
// (C:cinder/api/contrib/services.py, scheduler_stats.py, C:cinder/policies/services.py,
// scheduler_stats.py). Only the scheduler service is disabled (it changes nothing others rely on),
// and its status and reason are set back in afterAll. Runs on both clouds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlockStorageService, OpenStackClient } from '../api'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient

beforeAll(() => {
  if (!world.admin) throw new Error('the storage scenarios need CONTRACT_ADMIN_*')
  admin = world.admin
})

const POLICY = (rule: string) => ({ status: 403, message: `Policy doesn't allow ${rule} to be performed.` })

describe('pools', () => {
  it('an admin lists the pools with detail: host@backend#pool and what the driver reports', async () => {
    const pools = await admin.cinder.listPools()
    expect(pools.length).toBeGreaterThan(0)
    for (const pool of pools) {
      expect(pool.name).toMatch(/^[^@]+@[^#]+#.+$/)
      expect(pool.capabilities).toMatchObject({
        pool_name: expect.any(String),
        volume_backend_name: expect.any(String),
        multiattach: expect.any(Boolean),
        thin_provisioning_support: expect.any(Boolean),
        QoS_support: expect.any(Boolean),
        storage_protocol: expect.any(String),
        vendor_name: expect.any(String),
        driver_version: expect.any(String),
        allocated_capacity_gb: expect.any(Number),
      })
      // A number, or a word such as "infinite" or "unknown" (the fake and some drivers).
      expect(['number', 'string']).toContain(typeof pool.capabilities?.total_capacity_gb)
      expect(['number', 'string']).toContain(typeof pool.capabilities?.free_capacity_gb)
    }
  })

  it('is for admins only', async () => {
    expect(await refusal(world.member.cinder.listPools())).toEqual(
      POLICY('scheduler_extension:scheduler_stats:get_pools'),
    )
  })
})

describe('services', () => {
  let scheduler: BlockStorageService | undefined

  afterAll(async () => {
    if (!scheduler) return
    // Back as it was: the reason first (disable-log-reason without one records none), then the status.
    const { host, binary } = scheduler
    await admin.cinder.disableService(host, binary, scheduler.disabled_reason)
    if (scheduler.status === 'enabled') await admin.cinder.enableService(host, binary)
  })

  it('an admin lists them: scheduler, volume (host@backend) and backup, with 3.49 backend_state and 3.7 cluster', async () => {
    const services = await admin.cinder.listServices({ microversion: '3.49' })
    const binaries = new Set(services.map((service) => service.binary))
    expect(binaries.has('cinder-scheduler')).toBe(true)
    expect(binaries.has('cinder-volume')).toBe(true)
    for (const service of services) {
      expect(service).toMatchObject({
        host: expect.any(String),
        zone: expect.any(String),
        status: expect.stringMatching(/^(enabled|disabled)$/),
        state: expect.stringMatching(/^(up|down)$/),
        cluster: null,
      })
      expect(service).toHaveProperty('disabled_reason')
      expect(service).toHaveProperty('updated_at')
      if (service.binary === 'cinder-volume') {
        expect(service.host).toContain('@')
        expect(service).toHaveProperty('backend_state')
        expect(service).toMatchObject({ replication_status: expect.any(String), frozen: false })
      } else expect(service).not.toHaveProperty('backend_state')
    }
    // Before 3.49 no backend_state; before 3.7 no cluster.
    for (const service of await admin.cinder.listServices({ microversion: '3.0' })) {
      expect(service).not.toHaveProperty('backend_state')
      expect(service).not.toHaveProperty('cluster')
    }
  })

  it('disables the scheduler with a reason and enables it again; enable keeps the reason', async () => {
    const services = await admin.cinder.listServices()
    scheduler = services.find((service) => service.binary === 'cinder-scheduler')
    if (!scheduler) throw new Error('no cinder-scheduler')
    const { host, binary } = scheduler
    const reason = `${world.name('maintenance')} window`
    expect(await admin.cinder.disableService(host, binary, reason)).toEqual({
      disabled_reason: reason,
      disabled: true,
      host,
      service: '',
      binary,
      status: 'disabled',
    })
    const disabled = (await admin.cinder.listServices()).find((s) => s.binary === binary && s.host === host)
    expect(disabled).toMatchObject({ status: 'disabled', disabled_reason: reason })
    expect(await admin.cinder.enableService(host, binary)).toEqual({
      disabled: false,
      host,
      service: '',
      binary,
      status: 'enabled',
    })
    const enabled = (await admin.cinder.listServices()).find((s) => s.binary === binary && s.host === host)
    expect(enabled).toMatchObject({ status: 'enabled', disabled_reason: reason })
  })

  it('refuses a blank or too long reason, a missing host, an unknown service and an unknown action', async () => {
    const host = 'vc-no-such-host'
    expect(await refusal(admin.cinder.disableService(host, 'cinder-scheduler', '   '))).toEqual({
      status: 400,
      message: "Invalid input for field/attribute disabled_reason. Value:    . '   ' is not a 'disabled_reason'",
    })
    expect(await refusal(admin.cinder.disableService(host, 'cinder-scheduler', ''))).toEqual({
      status: 400,
      message: "Invalid input for field/attribute disabled_reason. Value: . '' is too short",
    })
    const long = 'x'.repeat(256)
    expect(await refusal(admin.cinder.disableService(host, 'cinder-scheduler', long))).toEqual({
      status: 400,
      message: `Invalid input for field/attribute disabled_reason. Value: ${long}. '${long}' is too long`,
    })
    expect(await refusal(admin.cinder.enableService('', 'cinder-scheduler'))).toEqual({
      status: 400,
      message: "Invalid input for field/attribute host. Value: . '' is too short",
    })
    expect(await refusal(admin.cinder.disableService(host, 'cinder-scheduler', 'gone'))).toEqual({
      status: 404,
      message: `Service cinder-scheduler could not be found on host ${host}.`,
    })
  })

  it('is for admins only', async () => {
    expect(await refusal(world.member.cinder.listServices())).toEqual(POLICY('volume_extension:services:index'))
    expect(await refusal(world.member.cinder.enableService('any', 'cinder-volume'))).toEqual(
      POLICY('volume_extension:services:update'),
    )
  })
})
