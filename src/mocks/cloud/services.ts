// The demo's Cinder services (os-services, C:cinder/api/contrib/services.py): a scheduler, a
// cinder-volume per backend (host@backend) and, while the backup setting is on, a cinder-backup,
// all on the devstack host. Made from the backends the first time they are asked for (states saved
// before services existed), then kept in the state so an admin's disable stays.
// What a disabled service changes, as in Zed: the scheduler leaves a disabled cinder-volume's
// backend out (C:cinder/scheduler/host_manager.py#_update_backend_state_map lists only services
// with disabled=False), so its pools are not in get_pools and no new volume is placed there; a
// disabled cinder-backup is not picked for a backup (C:cinder/backup/api.py#_list_backup_services).
import type { DemoCloud } from './cloud'
import type { CloudState, ServiceRecord } from './state'
import { BACKUP_SERVICE, VOLUME_SERVICE, disablingStops } from '../../rules/service-rules'

/** The host of a backend's cinder-volume service: host@backend, without the #pool. */
export function serviceHostOf(backendHost: string): string {
  return backendHost.split('#')[0] as string
}

function initialServices(state: CloudState): ServiceRecord[] {
  const service = (binary: string, host: string, zone: string): ServiceRecord => ({
    binary,
    host,
    zone,
    disabled: false,
    disabledReason: null,
    modifiedAt: null,
  })
  const volumeHosts = new Map(state.backends.map((backend) => [serviceHostOf(backend.host), backend.availabilityZone]))
  return [
    service('cinder-scheduler', 'devstack', 'nova'),
    ...[...volumeHosts].map(([host, zone]) => service(VOLUME_SERVICE, host, zone)),
    service(BACKUP_SERVICE, 'devstack', 'nova'),
  ]
}

/** Every service of this region's Cinder (the backup service only while the setting has one). */
export function servicesOf(cloud: DemoCloud): ServiceRecord[] {
  const all = (cloud.state.services ??= initialServices(cloud.state))
  return cloud.settings.backupService === false ? all.filter((service) => service.binary !== BACKUP_SERVICE) : all
}

/** Whether the scheduler may use a backend (host@backend#pool): its cinder-volume is not disabled. */
export function backendEnabled(cloud: DemoCloud, backendHost: string): boolean {
  const host = serviceHostOf(backendHost)
  return !(cloud.state.services ?? []).some(
    (service) => disablingStops(service.binary) === 'volumes' && service.host === host && service.disabled,
  )
}
