// Helpers that put consistent records into a scenario: volumes, servers booted from volumes,
// and attachments that are already attached.
import { isoMicros } from '../cloud/time'
import { hostConnector } from '../cloud/attachments'
import type { BackupRecord, CloudState, ServerRecord, SnapshotRecord, VolumeRecord } from '../cloud/state'
import { isMultiattachType } from '../../rules/volume-types'
import { MESSAGE_ACTIONS, MESSAGE_DETAILS, MESSAGE_TTL_SECONDS, VOLUME_UNPLACEABLE_EVENT } from '../../rules/messages'
import type { idFactory } from './ids'

type Ids = ReturnType<typeof idFactory>

export class ScenarioBuilder {
  private clock: number

  constructor(
    readonly state: CloudState,
    private readonly ids: Ids,
    start = Date.UTC(2026, 9, 1, 8, 0, 0),
  ) {
    this.clock = start
  }

  /** Creation times one minute apart, in the order things are added. */
  private stamp(): string {
    this.clock += 60_000
    return isoMicros(this.clock)
  }

  project(name: string): string {
    const project = this.state.projects.find((candidate) => candidate.name === name)
    if (!project) throw new Error(`no project ${name}`)
    return project.id
  }

  user(name: string): string {
    const user = this.state.users.find((candidate) => candidate.name === name)
    if (!user) throw new Error(`no user ${name}`)
    return user.id
  }

  /** A server reports its host's zone. */
  private zoneOf(hostName: string): string {
    const host = this.state.computeHosts.find((candidate) => candidate.name === hostName)
    if (!host) throw new Error(`no compute host ${hostName}`)
    return host.availabilityZone
  }

  volume(options: {
    name: string
    size: number
    type?: string
    project?: string
    status?: string
    bootable?: boolean
    description?: string
    metadata?: Record<string, string>
  }): VolumeRecord {
    const type = this.state.volumeTypes.find((candidate) => candidate.name === (options.type ?? 'lvmdriver-1'))
    if (!type) throw new Error(`no type ${options.type}`)
    const backend = this.state.backends.find(
      (candidate) =>
        candidate.backendName === type.extra_specs.volume_backend_name &&
        (!isMultiattachType(type) || candidate.multiattach),
    )
    const created = this.stamp()
    const volume: VolumeRecord = {
      id: this.ids.uuid(),
      project_id: this.project(options.project ?? 'demo'),
      user_id: this.user(options.project === 'admin' ? 'admin' : 'demo'),
      name: options.name,
      description: options.description ?? null,
      size: options.size,
      status: options.status ?? (backend ? 'available' : 'error'),
      attach_status: 'detached',
      volume_type_id: type.id,
      availability_zone: 'nova',
      created_at: created,
      updated_at: created,
      bootable: options.bootable ?? false,
      encryption_key_id: type.encrypted ? this.ids.uuid() : null,
      multiattach: isMultiattachType(type),
      metadata: { ...options.metadata },
      admin_metadata: {},
      host: backend?.host ?? null,
      migration_status: null,
      snapshot_id: null,
      source_volid: null,
      image_id: null,
    }
    this.state.volumes.push(volume)
    if (!backend && options.status === undefined) this.unplaceable(volume, created)
    return volume
  }

  /** What Zed's scheduler records for a volume it can place on no backend (M3), kept message_ttl. */
  private unplaceable(volume: VolumeRecord, created: string): void {
    ;(this.state.messages ??= []).push({
      id: this.ids.uuid(),
      project_id: volume.project_id,
      request_id: `req-${this.ids.uuid()}`,
      resource_type: 'VOLUME',
      resource_uuid: volume.id,
      event_id: VOLUME_UNPLACEABLE_EVENT,
      action_id: MESSAGE_ACTIONS.SCHEDULE_ALLOCATE_VOLUME[0],
      detail_id: MESSAGE_DETAILS.NO_BACKEND_AVAILABLE[0],
      message_level: 'ERROR',
      created_at: created,
      expires_at: isoMicros(Date.parse(`${created.slice(0, 23)}Z`) + MESSAGE_TTL_SECONDS * 1000),
    })
  }

  /** A snapshot of a volume as it is now, available unless told otherwise. */
  snapshot(
    volume: VolumeRecord,
    options: { name: string; description?: string; status?: string; metadata?: Record<string, string> },
  ): SnapshotRecord {
    const created = this.stamp()
    const snapshot: SnapshotRecord = {
      id: this.ids.uuid(),
      project_id: volume.project_id,
      user_id: volume.user_id,
      volume_id: volume.id,
      volume_type_id: volume.volume_type_id,
      availability_zone: volume.availability_zone,
      name: options.name,
      description: options.description ?? null,
      size: volume.size,
      status: options.status ?? 'available',
      progress: options.status === 'error' ? '0%' : '100%',
      created_at: created,
      updated_at: created,
      metadata: { ...options.metadata },
    }
    ;(this.state.snapshots ??= []).push(snapshot)
    return snapshot
  }

  /** A full backup of a volume as it is now, available, in the volume's project. */
  backup(volume: VolumeRecord, options: { name: string; description?: string }): BackupRecord {
    const created = this.stamp()
    const backup: BackupRecord = {
      id: this.ids.uuid(),
      project_id: volume.project_id,
      user_id: volume.user_id,
      volume_id: volume.id,
      snapshot_id: null,
      parent_id: null,
      name: options.name,
      description: options.description ?? null,
      status: 'available',
      size: volume.size,
      object_count: 1,
      container: 'volumebackups',
      fail_reason: null,
      data_timestamp: created,
      created_at: created,
      updated_at: created,
      metadata: {},
      previous_status: null,
      restore_volume_id: null,
      num_dependent_backups: 0,
    }
    ;(this.state.backups ??= []).push(backup)
    return backup
  }

  /** A server booted from a new bootable volume, as servers boot on a cloud without Glance. */
  server(options: { name: string; host: string; flavor?: string; project?: string; vmState?: string }): ServerRecord {
    const created = this.stamp()
    const project = options.project ?? 'demo'
    const root = this.volume({ name: `${options.name}-root`, size: 10, bootable: true, project })
    const server: ServerRecord = {
      id: this.ids.uuid(),
      name: options.name,
      project_id: this.project(project),
      user_id: this.user(project === 'admin' ? 'admin' : 'demo'),
      vm_state: 'active',
      task_state: null,
      power_state: 1,
      host: options.host,
      availability_zone: this.zoneOf(options.host),
      flavor_id: options.flavor ?? '2',
      image_id: null,
      created,
      updated: created,
      launched_at: created,
      locked: false,
      metadata: {},
      description: null,
      bdms: [],
      fault: null,
    }
    this.state.servers.push(server)
    this.act(server, 'create', created)
    this.attach(server, root, 'rw', 0)
    if (options.vmState === 'shelved_offloaded') this.offload(server)
    return server
  }

  attach(server: ServerRecord, volume: VolumeRecord, mode: 'rw' | 'ro' = 'rw', bootIndex: number | null = null): void {
    const used = new Set(server.bdms.map((bdm) => bdm.device_name))
    let device = '/dev/vda'
    for (let code = 97; used.has(device); code += 1) device = `/dev/vd${String.fromCharCode(code)}`
    const attachmentId = this.ids.uuid()
    const attached = this.stamp()
    // The root volume is attached by the server's create; any other by an attach_volume of its own.
    if (bootIndex !== 0) this.act(server, 'attach_volume', attached)
    this.state.attachments.push({
      id: attachmentId,
      volume_id: volume.id,
      instance_uuid: server.id,
      attached_host: server.host,
      mountpoint: device,
      attach_status: 'attached',
      attach_mode: mode,
      connector: hostConnector(server.host ?? 'unknown', device, mode),
      connection_info: { driver_volume_type: 'iscsi', data: { volume_id: volume.id, access_mode: mode } },
      attach_time: attached,
      detach_time: null,
    })
    server.bdms.push({
      id: this.ids.uuid(),
      volume_id: volume.id,
      attachment_id: attachmentId,
      device_name: device,
      boot_index: bootIndex,
      delete_on_termination: false,
      tag: null,
      attach_mode: mode,
    })
    volume.status = 'in-use'
    volume.attach_status = 'attached'
  }

  /** An instance action of the server's own user, as Nova records one for each request on it. */
  private act(server: ServerRecord, action: string, at: string): void {
    this.state.instanceActions.push({
      instance_uuid: server.id,
      action,
      request_id: `req-${this.ids.uuid()}`,
      user_id: server.user_id,
      project_id: server.project_id,
      start_time: at,
      message: null,
      result: 'Success',
    })
  }

  /** Shelve-offload: each attachment becomes a connector-less reservation (docs/rules.md, "State machine", shelve-offload). */
  offload(server: ServerRecord): void {
    for (const bdm of server.bdms) {
      const attachment = this.state.attachments.find((candidate) => candidate.id === bdm.attachment_id)
      if (!attachment) continue
      attachment.attach_status = 'reserved'
      attachment.connector = null
      attachment.connection_info = null
      attachment.attached_host = null
      attachment.attach_time = null
      const volume = this.state.volumes.find((candidate) => candidate.id === bdm.volume_id)
      if (volume) {
        const others = this.state.attachments.some(
          (candidate) => candidate.volume_id === volume.id && candidate.attach_status === 'attached',
        )
        volume.status = others ? 'in-use' : 'reserved'
        volume.attach_status = others ? 'attached' : 'reserved'
      }
    }
    server.vm_state = 'shelved_offloaded'
    server.power_state = 4
    server.host = null
  }
}
