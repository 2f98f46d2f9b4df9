// Admin reads of volume types beyond the list: a private type's access list, every project's own
// default type (3.62), the QoS specs and a QoS spec's associations. All under keys.volumeTypes,
// so the volumeType family refreshes them.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { keys } from './keys'

export function volumeTypeAccessOptions(client: OpenStackClient, typeId: string) {
  return queryOptions({
    queryKey: keys.volumeTypeAccess(typeId),
    queryFn: () => client.cinder.listVolumeTypeAccess(typeId),
  })
}

/** Only asked where the cloud offers 3.62 (the caller checks the feature). */
export function projectDefaultTypesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.projectDefaultTypes(),
    queryFn: () => client.cinder.listDefaultTypes(),
  })
}

export function qosSpecsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.qosSpecList(),
    queryFn: () => client.cinder.listQosSpecs(),
  })
}

export function qosAssociationsOptions(client: OpenStackClient, specsId: string) {
  return queryOptions({
    queryKey: keys.qosAssociations(specsId),
    queryFn: () => client.cinder.listQosAssociations(specsId),
  })
}
