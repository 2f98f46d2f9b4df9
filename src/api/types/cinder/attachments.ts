// Attachments on the wire (C:cinder/api/v3/views/attachments.py, C:cinder/api/v3/attachments.py).

export type AttachStatus =
  'reserved' | 'attaching' | 'attached' | 'detaching' | 'detached' | 'error_attaching' | 'error_detaching' | 'deleted'

/** `mode` as stored: the literal string "null" until a connector decides it (R16). */
export type AttachMode = 'rw' | 'ro' | 'null'

export interface Connector {
  initiator?: string
  host?: string
  ip?: string
  platform?: string
  os_type?: string
  multipath?: boolean
  mountpoint?: string
  mode?: 'rw' | 'ro'
  [key: string]: unknown
}

export interface AttachmentSummary {
  id: string
  status: AttachStatus
  instance: string | null
  volume_id: string
}

export interface AttachmentDetail extends AttachmentSummary {
  /** "" when unset. */
  attached_at: string
  /** "" when unset. */
  detached_at: string
  attach_mode: AttachMode
  connection_info: Record<string, unknown>
}

export interface AttachmentCreateRequest {
  attachment: {
    volume_uuid: string
    /** Leave the key out for a non-Nova consumer: null is a 400. */
    instance_uuid?: string
    connector?: Connector | null
    /** 3.54 or later. */
    mode?: 'rw' | 'ro'
  }
}
