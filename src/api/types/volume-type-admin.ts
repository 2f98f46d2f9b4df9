// Wire types of the admin's volume-type calls beyond create/list: type update, type access,
// per-project default types (3.62) and QoS specs (C:cinder/api/contrib/types_manage.py,
// volume_type_access.py, qos_specs_manage.py, C:cinder/api/v3/default_types.py).

/** PUT /types/{id}: at least one of them (is_public, not os-volume-type-access:is_public). */
export interface VolumeTypeUpdate {
  name?: string
  description?: string
  is_public?: boolean
}

/** GET /types/{id}/os-volume-type-access: the projects a private type is shared with. */
export interface VolumeTypeAccess {
  volume_type_id: string
  project_id: string
}

/** The fields of an encryption spec a create or update sends. */
export interface EncryptionFields {
  provider: string
  cipher?: string | null
  key_size?: number | null
  control_location: 'front-end' | 'back-end'
}

/** PUT/GET /default-types/{project} (3.62). */
export interface ProjectDefaultType {
  project_id: string
  volume_type_id: string
}

export type QosConsumer = 'front-end' | 'back-end' | 'both'

export interface QosSpecs {
  id: string
  name: string
  consumer: QosConsumer
  specs: Record<string, string>
}

/** GET /qos-specs/{id}/associations: the types a QoS spec is associated with. */
export interface QosAssociation {
  association_type: 'volume_type'
  name: string
  id: string
}
