// Nova v2.1: servers, flavors, instance actions and os-volume_attachments.
import type { FeatureCheck, FeatureName } from './features'
import { ATTACH_MODE_MICROVERSION, featureError } from './features'
import type { DescribedRequest, ServiceHttp } from './describe'
import { describeCalls } from './describe'
import type {
  Flavor,
  InstanceAction,
  ReservationResponse,
  Server,
  ServerCreateRequest,
  ServerCreateResponse,
  ServerListBody,
  ServerSummary,
  ServerVolumeAttachment,
  VolumeAttachRequest,
} from './types'

export interface CallOptions {
  microversion?: string
}

export interface ServerListParams {
  limit?: number
  marker?: string
  filters?: Record<string, string>
  allTenants?: boolean
}

export interface ServerPage<T = Server> {
  servers: T[]
  nextMarker?: string
}

export interface AttachVolumeParams {
  volumeId: string
  device?: string | null
  tag?: string
  deleteOnTermination?: boolean
  /** Rocky spec extension: sent only to a cloud that advertises it. */
  attachMode?: 'rw' | 'ro'
}

export type ServerCreateParams = ServerCreateRequest['server']

function nextMarkerOf(body: ServerListBody<unknown>): string | undefined {
  const next = body.servers_links?.find((link) => link.rel === 'next')
  return next ? (new URL(next.href).searchParams.get('marker') ?? undefined) : undefined
}

export class NovaApi {
  constructor(
    private readonly http: ServiceHttp,
    private readonly feature: (name: FeatureName) => FeatureCheck,
  ) {}

  get version(): string | null {
    return this.http.version
  }

  /**
   * The requests `run` would send (method, URL, microversion headers, body), recorded instead of
   * sent: the calls are this module's own, so what a dialog shows is what it sends.
   */
  describe(run: (calls: NovaApi) => Promise<unknown>): DescribedRequest[] {
    return describeCalls(this.http, (recorder) => run(new NovaApi(recorder, this.feature)))
  }

  private require(name: FeatureName): void {
    const check = this.feature(name)
    if (!check.available) throw featureError(check)
  }

  async listServers(params: ServerListParams = {}, options?: CallOptions): Promise<ServerPage> {
    const body = await this.http.json<ServerListBody>({
      path: 'servers/detail',
      query: {
        limit: params.limit,
        marker: params.marker,
        ...params.filters,
        all_tenants: params.allTenants ? '1' : undefined,
      },
      microversion: options?.microversion,
    })
    return { servers: body.servers, nextMarker: nextMarkerOf(body) }
  }

  async listServerSummaries(params: ServerListParams = {}, options?: CallOptions): Promise<ServerPage<ServerSummary>> {
    const body = await this.http.json<ServerListBody<ServerSummary>>({
      path: 'servers',
      query: { limit: params.limit, marker: params.marker, ...params.filters },
      microversion: options?.microversion,
    })
    return { servers: body.servers, nextMarker: nextMarkerOf(body) }
  }

  async getServer(id: string, options?: CallOptions): Promise<Server> {
    const body = await this.http.json<{ server: Server }>({
      path: `servers/${id}`,
      microversion: options?.microversion,
    })
    return body.server
  }

  /**
   * Creates one or several servers. Several servers booting from one shareable volume follow the
   * Rocky spec and need the extension microversion; upstream Nova refuses any volume BDM with
   * min_count/max_count > 1 (R7).
   */
  async createServer(
    params: ServerCreateParams,
    options?: CallOptions,
  ): Promise<ServerCreateResponse['server'] | ReservationResponse> {
    const usesMode = params.block_device_mapping_v2?.some((bdm) => bdm.attach_mode !== undefined) ?? false
    let microversion = options?.microversion
    if (!microversion && usesMode) {
      this.require('attachModeExtension')
      microversion = ATTACH_MODE_MICROVERSION
    }
    const body = await this.http.json<ServerCreateResponse | ReservationResponse>({
      method: 'POST',
      path: 'servers',
      body: { server: params },
      microversion,
    })
    return 'server' in body ? body.server : body
  }

  async deleteServer(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({ method: 'DELETE', path: `servers/${id}`, microversion: options?.microversion })
  }

  async serverAction(id: string, action: Record<string, unknown>, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'POST',
      path: `servers/${id}/action`,
      body: action,
      microversion: options?.microversion,
    })
  }

  shelve(id: string, options?: CallOptions): Promise<void> {
    return this.serverAction(id, { shelve: null }, options)
  }

  shelveOffload(id: string, options?: CallOptions): Promise<void> {
    return this.serverAction(id, { shelveOffload: null }, options)
  }

  unshelve(id: string, options?: CallOptions): Promise<void> {
    return this.serverAction(id, { unshelve: null }, options)
  }

  async listFlavors(options?: CallOptions): Promise<Flavor[]> {
    const body = await this.http.json<{ flavors: Flavor[] }>({
      path: 'flavors/detail',
      microversion: options?.microversion,
    })
    return body.flavors
  }

  async listInstanceActions(serverId: string, options?: CallOptions): Promise<InstanceAction[]> {
    const body = await this.http.json<{ instanceActions: InstanceAction[] }>({
      path: `servers/${serverId}/os-instance-actions`,
      microversion: options?.microversion,
    })
    return body.instanceActions
  }

  async getInstanceAction(serverId: string, requestId: string, options?: CallOptions): Promise<InstanceAction> {
    const body = await this.http.json<{ instanceAction: InstanceAction }>({
      path: `servers/${serverId}/os-instance-actions/${requestId}`,
      microversion: options?.microversion,
    })
    return body.instanceAction
  }

  async listVolumeAttachments(serverId: string, options?: CallOptions): Promise<ServerVolumeAttachment[]> {
    const body = await this.http.json<{ volumeAttachments: ServerVolumeAttachment[] }>({
      path: `servers/${serverId}/os-volume_attachments`,
      microversion: options?.microversion,
    })
    return body.volumeAttachments
  }

  async getVolumeAttachment(
    serverId: string,
    volumeId: string,
    options?: CallOptions,
  ): Promise<ServerVolumeAttachment> {
    const body = await this.http.json<{ volumeAttachment: ServerVolumeAttachment }>({
      path: `servers/${serverId}/os-volume_attachments/${volumeId}`,
      microversion: options?.microversion,
    })
    return body.volumeAttachment
  }

  /**
   * Attaches a volume. Asynchronous in Nova: poll the volume for the outcome. The answer carries
   * the attachment up to 2.100 and nothing (null) from 2.101.
   */
  async attachVolume(
    serverId: string,
    params: AttachVolumeParams,
    options?: CallOptions,
  ): Promise<ServerVolumeAttachment | null> {
    const volumeAttachment: VolumeAttachRequest['volumeAttachment'] = { volumeId: params.volumeId }
    if (params.device) volumeAttachment.device = params.device
    if (params.tag !== undefined) volumeAttachment.tag = params.tag
    if (params.deleteOnTermination !== undefined) volumeAttachment.delete_on_termination = params.deleteOnTermination
    let microversion = options?.microversion
    if (params.attachMode !== undefined) {
      volumeAttachment.attach_mode = params.attachMode
      if (!microversion) {
        this.require('attachModeExtension')
        microversion = ATTACH_MODE_MICROVERSION
      }
    }
    const response = await this.http.request<{ volumeAttachment: ServerVolumeAttachment } | undefined>({
      method: 'POST',
      path: `servers/${serverId}/os-volume_attachments`,
      body: { volumeAttachment },
      microversion,
    })
    return response.body?.volumeAttachment ?? null
  }

  async detachVolume(serverId: string, volumeId: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `servers/${serverId}/os-volume_attachments/${volumeId}`,
      microversion: options?.microversion,
    })
  }

  /**
   * Whether a volume is deleted with the server (L14: PUT at 2.85 with the same volumeId; 202, no
   * body). Only `delete_on_termination` changes; the root volume too.
   */
  async setDeleteOnTermination(
    serverId: string,
    volumeId: string,
    deleteOnTermination: boolean,
    options?: CallOptions,
  ): Promise<void> {
    if (!options?.microversion) this.require('deleteOnTerminationUpdate')
    await this.http.request({
      method: 'PUT',
      path: `servers/${serverId}/os-volume_attachments/${volumeId}`,
      body: { volumeAttachment: { volumeId, delete_on_termination: deleteOnTermination } },
      microversion: options?.microversion ?? '2.85',
    })
  }

  /** Swap (PUT with another volumeId): for Cinder-driven migrations; users get 403/409. */
  async swapVolume(serverId: string, oldVolumeId: string, newVolumeId: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'PUT',
      path: `servers/${serverId}/os-volume_attachments/${oldVolumeId}`,
      body: { volumeAttachment: { volumeId: newVolumeId } },
      microversion: options?.microversion,
    })
  }
}
