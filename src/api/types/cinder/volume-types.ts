// Volume types on the wire (C:cinder/api/v3/views/types.py, C:cinder/api/contrib/types_manage.py,
// volume_type_encryption.py).

export interface VolumeType {
  id: string
  name: string
  description: string | null
  is_public: boolean
  extra_specs: Record<string, string>
  qos_specs_id?: string | null
  /** Not on GET /types/default (the type-access extension does not reach it). */
  'os-volume-type-access:is_public'?: boolean
}

/** os-volume-type-encryption; `{}` when the type has none. */
export type VolumeTypeEncryption =
  | Record<string, never>
  | {
      volume_type_id: string
      encryption_id: string
      provider: string
      cipher: string | null
      key_size: number | null
      control_location: 'front-end' | 'back-end'
    }

export interface VolumeTypeCreateRequest {
  volume_type: {
    name: string
    description?: string
    'os-volume-type-access:is_public'?: boolean
    extra_specs?: Record<string, string>
  }
}
