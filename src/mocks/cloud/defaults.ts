// Default settings and policies of the demo cloud (devstack-like, Cinder/Nova master defaults).
import type { CloudSettings } from './state'

const MEMBER = ['member', 'admin']

/** Rule → roles. Reads are open to readers; every change needs member (C:cinder/policies, N:nova/policies). */
export const DEFAULT_POLICIES: Record<string, string[]> = {
  'volume:create': MEMBER,
  'volume:delete': MEMBER,
  'volume:extend': MEMBER,
  'volume:extend_attached_volume': MEMBER,
  'volume:retype': MEMBER,
  'volume:update_readonly_flag': MEMBER,
  'volume:update': MEMBER,
  'volume:multiattach': MEMBER,
  'volume:multiattach_bootable_volume': MEMBER,
  'volume:attachment_create': MEMBER,
  'volume:attachment_update': MEMBER,
  'volume:attachment_delete': MEMBER,
  'volume:attachment_complete': MEMBER,
  'volume:create_snapshot': MEMBER,
  'volume:update_snapshot': MEMBER,
  'volume:delete_snapshot': MEMBER,
  'volume:update_snapshot_metadata': MEMBER,
  'volume:delete_snapshot_metadata': MEMBER,
  'volume:revert_to_snapshot': MEMBER,
  'volume:force_delete': ['admin'],
  'backup:create': MEMBER,
  'backup:update': MEMBER,
  'backup:delete': MEMBER,
  'backup:restore': MEMBER,
  'message:delete': MEMBER,
  'volume_extension:volume_actions:upload_image': MEMBER,
  // Only an admin makes a public image of a volume (U16, C:cinder/policies/volume_actions.py).
  'volume_extension:volume_actions:upload_public': ['admin'],
  // volume:accept_transfer: member under the new defaults, but Zed's deprecated rule is "" (anyone), ORed in (T22).
  'volume:create_transfer': MEMBER,
  'volume:delete_transfer': MEMBER,
  'volume_extension:backup_admin_actions:reset_status': ['admin'],
  'volume_extension:backup_admin_actions:force_delete': ['admin'],
  'volume_extension:snapshot_admin_actions:reset_status': ['admin'],
  'volume_extension:snapshot_admin_actions:force_delete': ['admin'],
  'volume_extension:type_create': ['admin'],
  'volume_extension:type_delete': ['admin'],
  'volume_extension:types_extra_specs:create': ['admin'],
  'volume_extension:types_extra_specs:delete': ['admin'],
  'volume_extension:volume_type_encryption:get': ['admin'],
  'volume_extension:volume_type_encryption:create': ['admin'],
  'volume_extension:volume_admin_actions:migrate_volume': ['admin'],
  'scheduler_extension:scheduler_stats:get_pools': ['admin'],
  'os_compute_api:servers:create': MEMBER,
  'os_compute_api:servers:delete': MEMBER,
  'os_compute_api:os-shelve:shelve': MEMBER,
  'os_compute_api:os-shelve:shelve_offload': ['admin'],
  'os_compute_api:os-shelve:unshelve': MEMBER,
  'os_compute_api:os-volumes-attachments:create': MEMBER,
  'os_compute_api:os-volumes-attachments:delete': MEMBER,
  'os_compute_api:os-volumes-attachments:swap': ['service'],
  'os_compute_api:os-availability-zone:detail': ['admin'],
  'os_compute_api:os-services:list': ['admin'],
  'volume_extension:services:index': ['admin'],
}

export const DEFAULT_SETTINGS: CloudSettings = {
  transitionMs: 1500,
  latencyMs: 0,
  faults: [],
  attachModeExtension: true,
  oldComputes: false,
  policies: DEFAULT_POLICIES,
  tokenTtlSeconds: 3600,
  cinderMaxVersion: '3.71',
  novaMaxVersion: '2.104',
}

/** Upstream's default "volume" resource filters (C:etc/cinder/resource_filters.json). */
export const DEFAULT_VOLUME_FILTERS = [
  'name',
  'status',
  'metadata',
  'bootable',
  'migration_status',
  'availability_zone',
  'group_id',
  'size',
  'created_at',
  'updated_at',
  'consumes_quota',
]
