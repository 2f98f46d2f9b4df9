// The values of an attach form, shared by Attach Volume from a volume (servers chosen) and from
// a server (the one server fixed), so the Device and Attach mode fields fit both.
import type { Mode } from './attach-mode'

export interface AttachFormValues {
  serverIds: string[]
  device: string
  mode: Mode
}

export const ATTACH_DEFAULTS: AttachFormValues = { serverIds: [], device: '', mode: 'rw' }
