// What every scenario has: the devstack-like identity, backends, types, hosts, flavors, images.
import type { CloudState, VolumeTypeRecord } from '../cloud/state'
import { DEFAULT_VOLUME_FILTERS } from '../cloud/defaults'
import { idFactory } from './ids'

export const DEMO_CREDENTIALS = {
  admin: { username: 'admin', password: 'admin', projectName: 'admin' },
  member: { username: 'demo', password: 'demo', projectName: 'demo' },
  reader: { username: 'reader', password: 'reader', projectName: 'demo' },
  expired: { username: 'expired', password: 'expired', projectName: 'demo' },
  twoFactor: { username: 'mfa', password: 'mfa', projectName: 'demo' },
} as const

/** The demo user's application credential for project demo (a robot's way in, as clouds.yaml gives one). */
/**
 * The demo user `mfa`'s TOTP secret (base32), which an authenticator app or `oathtool --totp -b`
 * turns into the six-digit codes its sign-in asks for (README, "Demo users").
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

export const DEMO_APPLICATION_CREDENTIAL = {
  id: 'a11ce5c0de0f4d0e9b0a5d3e6f7a8b9c',
  name: 'demo-robot',
  secret: 'robot',
}

export function baseState(scenario: string, seed: number): { state: CloudState; ids: ReturnType<typeof idFactory> } {
  const ids = idFactory(seed)
  const domain = { id: 'default', name: 'Default' }
  const admin = { id: ids.hex32(), name: 'admin', domain_id: domain.id }
  const demo = { id: ids.hex32(), name: 'demo', domain_id: domain.id }
  // A second project of the demo user's, to switch to (GET /v3/auth/projects lists both).
  const staging = { id: ids.hex32(), name: 'staging', domain_id: domain.id, description: 'Pre-production' }
  const all = ['admin', 'member', 'reader']
  const type = (
    name: string,
    description: string,
    specs: Record<string, string>,
    encrypted = false,
  ): VolumeTypeRecord => ({
    id: ids.uuid(),
    name,
    description,
    is_public: true,
    extra_specs: specs,
    encrypted,
  })
  const types = [
    type('lvmdriver-1', 'Default LVM volumes', { volume_backend_name: 'lvmdriver-1' }),
    type('multiattach', 'Shareable volumes on LVM', { volume_backend_name: 'lvmdriver-1', multiattach: '<is> True' }),
    type('shared-ssd', 'Shareable SSD volumes (SolidFire)', {
      volume_backend_name: 'solidfire',
      multiattach: '<is> True',
    }),
    type('nfs-standard', 'NFS volumes', { volume_backend_name: 'nfs' }),
    type('nfs-shared', 'Shareable on NFS: no NFS backend can multi-attach', {
      volume_backend_name: 'nfs',
      multiattach: '<is> True',
    }),
    type('encrypted', 'LUKS-encrypted LVM volumes', { volume_backend_name: 'lvmdriver-1' }, true),
    type(
      'encrypted-shared',
      'Encrypted and shareable: a conflict',
      { volume_backend_name: 'lvmdriver-1', multiattach: '<is> True' },
      true,
    ),
  ]
  const state: CloudState = {
    scenario,
    domains: [domain],
    projects: [admin, demo, staging],
    users: [
      {
        id: ids.hex32(),
        name: 'admin',
        domain_id: domain.id,
        password: 'admin',
        roles: { [admin.id]: all, [demo.id]: all, [staging.id]: all },
      },
      {
        id: ids.hex32(),
        name: 'demo',
        domain_id: domain.id,
        password: 'demo',
        roles: { [demo.id]: ['member', 'reader'], [staging.id]: ['member', 'reader'] },
      },
      { id: ids.hex32(), name: 'reader', domain_id: domain.id, password: 'reader', roles: { [demo.id]: ['reader'] } },
    ],
    applicationCredentials: [],
    backends: [
      {
        host: 'devstack@lvmdriver-1#lvmdriver-1',
        backendName: 'lvmdriver-1',
        availabilityZone: 'nova',
        multiattach: true,
      },
      // SolidFire replicates to a second cluster (cinder.conf's replication_device, backend_id sf-dr).
      {
        host: 'devstack@solidfire#sf-pool',
        backendName: 'solidfire',
        availabilityZone: 'nova',
        multiattach: true,
        replication: true,
        replicationDevices: [{ backend_id: 'sf-dr', san_ip: '192.0.2.20' }],
      },
      { host: 'devstack@nfs-1#nfs-1', backendName: 'nfs', availabilityZone: 'nova', multiattach: false },
    ],
    volumeTypes: types,
    defaultVolumeTypeId: (types[0] as VolumeTypeRecord).id,
    volumes: [],
    snapshots: [],
    attachments: [],
    servers: [],
    computeHosts: [
      { name: 'compute-1', availabilityZone: 'nova', multiattach: true, old: false },
      { name: 'compute-2', availabilityZone: 'nova', multiattach: true, old: false },
      { name: 'compute-3', availabilityZone: 'nova', multiattach: true, old: false },
      // In its own zone, as the Queens release note advises for hosts that cannot multi-attach:
      // servers launched without a zone land in 'nova' (defaultScheduleZone), never here.
      { name: 'compute-legacy', availabilityZone: 'legacy', multiattach: false, old: true },
    ],
    defaultScheduleZone: 'nova',
    volumeFilters: [...DEFAULT_VOLUME_FILTERS],
    flavors: [
      { id: '1', name: 'm1.tiny', ram: 512, disk: 1, vcpus: 1 },
      { id: '2', name: 'm1.small', ram: 2048, disk: 20, vcpus: 1 },
      { id: '3', name: 'm1.medium', ram: 4096, disk: 40, vcpus: 2 },
      { id: '4', name: 'm1.large', ram: 8192, disk: 80, vcpus: 4 },
    ],
    images: [
      {
        id: ids.uuid(),
        name: 'cirros-0.6.2-x86_64-disk',
        size: 21430272,
        min_disk: 0,
        disk_format: 'qcow2',
        created_at: '2026-01-05T10:00:00Z',
      },
      {
        id: ids.uuid(),
        name: 'ubuntu-24.04-server',
        size: 629145600,
        min_disk: 10,
        disk_format: 'qcow2',
        created_at: '2026-01-05T10:05:00Z',
      },
    ],
    instanceActions: [],
    quotas: {
      [admin.id]: { volumes: -1, gigabytes: -1, snapshots: -1, backups: -1, backup_gigabytes: -1 },
      [demo.id]: {
        volumes: 60,
        gigabytes: 2000,
        snapshots: 10,
        backups: 10,
        backup_gigabytes: 1000,
        // The SSD backend is the scarce one: its own quota (the Overview's per-type rows, Create Volume).
        perType: { 'volumes_shared-ssd': 4, 'gigabytes_shared-ssd': 1000 },
      },
      [staging.id]: { volumes: 20, gigabytes: 500, snapshots: 10, backups: 10, backup_gigabytes: 500 },
    },
    pending: [],
  }
  // A member whose password must be changed before signing in (Keystone's password_expires_days
  // or change_password_upon_first_use: the password's expires_at is past). A fixed id, so the
  // scenario's other ids stay as they were.
  state.users.push({
    id: 'e2d0f1c4b3a2958776a5b4c3d2e1f0a9',
    name: 'expired',
    domain_id: domain.id,
    password: 'expired',
    passwordExpiresAt: new Date(0).toISOString(),
    roles: { [demo.id]: ['member', 'reader'] },
  })
  // A member whose Keystone rules ask for a password and a TOTP code (multi_factor_auth_rules),
  // with one totp credential.
  state.users.push({
    id: 'a7c3e5f1d2b4968870a1b2c3d4e5f607',
    name: 'mfa',
    domain_id: domain.id,
    password: 'mfa',
    options: { multi_factor_auth_rules: [['password', 'totp']] },
    roles: { [demo.id]: ['member', 'reader'] },
  })
  state.credentials = [
    {
      id: 'b8d4f6a2e3c5079981b2c3d4e5f60718',
      type: 'totp',
      blob: DEMO_TOTP_SECRET,
      userId: 'a7c3e5f1d2b4968870a1b2c3d4e5f607',
      projectId: null,
    },
  ]
  // Keystone federation's identity provider for single sign-on (protocol openid): alice's mapped
  // group gives her demo and staging; nobody's gives no project at all.
  state.federation = {
    identityProvider: 'demo-university',
    protocol: 'openid',
    title: 'Demo University',
    accounts: [
      {
        name: 'alice',
        password: 'alice',
        // The id of the Keystone group "students" the mapping gives her.
        groups: ['6d1f0c2a9b8e4f7a8c3d2e1f0a9b8c7d'],
        roles: { [demo.id]: ['member', 'reader'], [staging.id]: ['member', 'reader'] },
      },
      { name: 'nobody', password: 'nobody', groups: [], roles: {} },
    ],
  }
  const demoUser = state.users.find((user) => user.name === 'demo')
  if (demoUser)
    state.applicationCredentials = [
      {
        ...DEMO_APPLICATION_CREDENTIAL,
        description: 'For scripts: signs in to project demo',
        userId: demoUser.id,
        projectId: demo.id,
        roles: ['member', 'reader'],
        expiresAt: null,
        unrestricted: false,
      },
    ]
  return { state, ids }
}
