// Volume transfers on the wire (C:cinder/api/views/transfers.py).
import type { Link } from '../common'

/** A pending volume transfer (C:cinder/api/views/transfers.py): the detail view. */
export interface Transfer {
  id: string
  name: string | null
  volume_id: string
  created_at: string
  links: Link[]
  /** 3.55. */
  no_snapshots?: boolean
  /** 3.57: always the donor, null and false for any transfer the API shows (docs/volume-life-facts.md, T21). */
  source_project_id?: string
  destination_project_id?: string | null
  accepted?: boolean
}

/** The create answer: the only place the authorization key is ever given. */
export interface CreatedTransfer extends Transfer {
  auth_key: string
}
