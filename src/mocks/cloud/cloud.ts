// The demo cloud: state, settings, tokens, clock and the queue of transitions that make
// transitional states take time. Operations live in the modules beside this one.
import { isoMicros } from './time'
import { ATTACH_MODE_MICROVERSION } from '../../api/features'
import { DEFAULT_SETTINGS } from './defaults'
import { disablingStops } from '../../rules/service-rules'
import { RESERVED_GROUP_TYPE } from '../../rules/group-rules'
import type {
  AttachmentRecord,
  BackupRecord,
  CloudSettings,
  GroupRecord,
  GroupSnapshotRecord,
  GroupTypeRecord,
  MessageRecord,
  TransferRecord,
  QosSpecsRecord,
  CloudState,
  ReceiptRecord,
  ServerRecord,
  SnapshotRecord,
  Step,
  StepKind,
  VolumeRecord,
} from './state'

export interface Caller {
  tokenId: string
  userId: string
  userName: string
  projectId: string
  projectName: string
  roles: string[]
  expiresAt: number
  /** When the token was issued and its audit id (a token's body shows both). */
  issuedAt?: number
  auditId?: string
  /** How it was issued: ['password'], or ['password', 'token'] when re-scoped from another token. */
  methods?: string[]
  /** The audit ids of the token it was re-scoped from (Keystone's audit chain). */
  parentAuditIds?: string[]
  /** Issued for an application credential (its id and name): Keystone re-scopes no such token. */
  applicationCredential?: { id: string; name: string }
  /**
   * The request being served (its x-openstack-request-id), set per request by the service
   * handler: work that fails later records it in its user message.
   */
  requestId?: string
}

export type StepRunner = (cloud: DemoCloud, step: Step) => void

/** C:cinder/db/migrations/versions/921e1a36b076_initial.py: the group type of migrated consistency groups. */
export function reservedGroupTypeRecord(): GroupTypeRecord {
  return {
    id: 'a4d11729-29fa-4ce9-b47c-a94da4fe2e36',
    name: RESERVED_GROUP_TYPE,
    description: 'Default group type for migrating cgsnapshot',
    is_public: true,
    group_specs: { consistent_group_snapshot_enabled: '<is> True' },
  }
}

export function isAdmin(caller: Caller): boolean {
  return caller.roles.includes('admin')
}

export function isService(caller: Caller): boolean {
  return caller.roles.includes('service')
}

/** The first region's name; its cloud holds Keystone (users, projects, tokens) for every region. */
export const FIRST_REGION = 'RegionOne'

/** A further region: its own Cinder and Nova, sharing the first region's Keystone and settings. */
export interface RegionHome {
  /** The first region's cloud. */
  cloud: DemoCloud
  name: string
  /** Where its services answer, e.g. /regions/RegionTwo (before /volume, /compute). */
  mount: string
  /** Its own settings over the first region's (an older Cinder, say). */
  overrides: Partial<CloudSettings>
}

export class DemoCloud {
  private ownSettings: CloudSettings
  private readonly ownTokens = new Map<string, Caller>()
  private readonly ownRevoked = new Set<string>()
  /** Keystone's auth receipts by id (mfa.ts), in memory: Keystone keeps none, a receipt holds its own expiry. */
  readonly receipts = new Map<string, ReceiptRecord>()
  /** The receipt the demo's console session holds for a Sign In's code step (handlers/console-receipt.ts). */
  consoleReceipt: { receiptId: string; authUrl: string; expiresAt: number } | null = null
  /** The token of the browser's console session (state.consoleSession), in memory only. */
  consoleToken: string | null = null
  /** The further regions' clouds by name (on the first region's cloud; see create.ts linkRegions). */
  readonly regions = new Map<string, DemoCloud>()
  private runner: StepRunner | null = null
  private listeners = new Set<() => void | Promise<void>>()
  private keeping: Promise<void> = Promise.resolve()

  constructor(
    public state: CloudState,
    settings: Partial<CloudSettings> = {},
    readonly now: () => number = Date.now,
    /** Set for a further region's cloud. */
    readonly home: RegionHome | null = null,
  ) {
    this.ownSettings = { ...DEFAULT_SETTINGS, ...settings }
  }

  /** This region's name. */
  get region(): string {
    return this.home?.name ?? FIRST_REGION
  }

  /** The first region's settings (with a further region's own over them). */
  get settings(): CloudSettings {
    return this.home ? { ...this.home.cloud.settings, ...this.home.overrides } : this.ownSettings
  }

  set settings(value: CloudSettings) {
    if (this.home) this.home.cloud.settings = value
    else this.ownSettings = value
  }

  /** Keystone's tokens: one set for every region. */
  get tokens(): Map<string, Caller> {
    return this.home?.cloud.tokens ?? this.ownTokens
  }

  /** Tokens revoked here (Keystone tells them from tokens it never issued). */
  get revokedTokens(): Set<string> {
    return this.home?.cloud.revokedTokens ?? this.ownRevoked
  }

  /** The compute maximum advertised: the extension's microversion when it is served. */
  get novaMaxVersion(): string {
    return this.settings.attachModeExtension ? ATTACH_MODE_MICROVERSION : this.settings.novaMaxVersion
  }

  /** Keystone's DELETE /v3/auth/tokens: the token stops working at once. */
  revokeToken(tokenId: string): void {
    if (this.tokens.delete(tokenId)) this.revokedTokens.add(tokenId)
  }

  setRunner(runner: StepRunner): void {
    this.runner = runner
  }

  /** Called after every change, e.g. to persist the state in the browser (the promise: once it is kept). */
  onChange(listener: () => void | Promise<void>): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  changed(): void {
    // A further region's state is saved within the first region's.
    if (this.home) this.home.cloud.changed()
    const keeping = [...this.listeners].map((listener) => listener())
    this.keeping = Promise.all(keeping).then(() => undefined)
  }

  /** Resolves once every change so far is kept where a listener keeps it (the browser's IndexedDB). */
  kept(): Promise<void> {
    return this.home ? this.home.cloud.kept() : this.keeping
  }

  isoNow(): string {
    return isoMicros(this.now())
  }

  schedule(step: StepKind, after: number = this.settings.transitionMs, from: number = this.now()): void {
    this.state.pending.push({ ...step, at: from + after } as Step)
  }

  /** Applies every transition that is due, in time order; a step may schedule the next one. */
  tick(): void {
    if (!this.runner) return
    let changed = false
    for (;;) {
      const now = this.now()
      const due = this.state.pending.filter((step) => step.at <= now).sort((a, b) => a.at - b.at)
      const step = due[0]
      if (!step) break
      this.state.pending.splice(this.state.pending.indexOf(step), 1)
      this.runner(this, step)
      changed = true
    }
    if (changed) this.changed()
  }

  allowed(caller: Caller, rule: string): boolean {
    const roles = this.settings.policies[rule]
    if (!roles) return true
    return caller.roles.some((role) => roles.includes(role))
  }

  volume(id: string): VolumeRecord | undefined {
    return this.state.volumes.find((volume) => volume.id === id)
  }

  /** Every snapshot (a state saved before snapshots existed gets an empty list). */
  get snapshots(): SnapshotRecord[] {
    return (this.state.snapshots ??= [])
  }

  snapshot(id: string): SnapshotRecord | undefined {
    return this.snapshots.find((snapshot) => snapshot.id === id)
  }

  /** A volume's snapshots, newest first (as Cinder's get_latest_snapshot orders them). */
  snapshotsOf(volumeId: string): SnapshotRecord[] {
    return this.snapshots
      .filter((snapshot) => snapshot.volume_id === volumeId)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
  }

  /** Every backup (a state saved before backups existed gets an empty list). */
  get backups(): BackupRecord[] {
    return (this.state.backups ??= [])
  }

  backup(id: string): BackupRecord | undefined {
    return this.backups.find((backup) => backup.id === id)
  }

  /** Every user message, of every project (a state saved before messages existed gets an empty list). */
  get transfers(): TransferRecord[] {
    return (this.state.transfers ??= [])
  }

  /** Every fresh Cinder database holds the reserved default_cgsnapshot_type (docs/cinder-groups.md §6). */
  get groupTypes(): GroupTypeRecord[] {
    return (this.state.groupTypes ??= [reservedGroupTypeRecord()])
  }

  get groups(): GroupRecord[] {
    return (this.state.groups ??= [])
  }

  get groupSnapshots(): GroupSnapshotRecord[] {
    return (this.state.groupSnapshots ??= [])
  }

  get qosSpecs(): QosSpecsRecord[] {
    return (this.state.qosSpecs ??= [])
  }

  get projectDefaultTypes(): Record<string, string> {
    return (this.state.projectDefaultTypes ??= {})
  }

  get messages(): MessageRecord[] {
    return (this.state.messages ??= [])
  }

  /**
   * A backup service is up (a setting; on unless turned off) and an admin has not disabled every
   * cinder-backup service (os-services, services.ts): then none is picked for a backup.
   */
  get backupServiceUp(): boolean {
    const backups = (this.state.services ?? []).filter((service) => disablingStops(service.binary) === 'backups')
    const allDisabled = backups.length > 0 && backups.every((service) => service.disabled)
    return this.settings.backupService !== false && !allDisabled
  }

  server(id: string): ServerRecord | undefined {
    return this.state.servers.find((server) => server.id === id)
  }

  attachment(id: string): AttachmentRecord | undefined {
    return this.state.attachments.find((attachment) => attachment.id === id)
  }

  attachmentsOf(volumeId: string): AttachmentRecord[] {
    return this.state.attachments.filter((attachment) => attachment.volume_id === volumeId)
  }

  /** volume id → its attachments, for list views (one pass instead of one per volume). */
  attachmentIndex(): Map<string, AttachmentRecord[]> {
    const index = new Map<string, AttachmentRecord[]>()
    for (const attachment of this.state.attachments) {
      const list = index.get(attachment.volume_id)
      if (list) list.push(attachment)
      else index.set(attachment.volume_id, [attachment])
    }
    return index
  }

  volumeType(idOrName: string | null | undefined) {
    if (!idOrName) return undefined
    return this.state.volumeTypes.find((type) => type.id === idOrName || type.name === idOrName)
  }

  /** Can this caller see this project's resources. */
  sees(caller: Caller, projectId: string, allTenants = false): boolean {
    return caller.projectId === projectId || (allTenants && isAdmin(caller))
  }
}
