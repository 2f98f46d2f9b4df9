// Which volumes a new server can boot from: the Launch Instance form's boot sources and a
// volume's "Launch as Instance" action ask the same question (R1, docs/rules.md "State machine").
import type { Volume } from '../api/types'
import { tr } from '../i18n/tr'
import type { Guard } from './guards'

const OK: Guard = { ok: true }

/** Cinder's `bootable` is the string "true" or "false" (C:cinder/api/v3/views/volumes.py). */
export function isBootable(volume: Pick<Volume, 'bootable'>): boolean {
  return volume.bootable === 'true'
}

/**
 * A volume a new server can boot from: available, or in-use and shareable (Horizon offers only
 * available ones, a known gap). Anything else Nova refuses (R1) or Cinder cannot reserve (docs/rules.md, "State machine").
 */
export function canBootFrom(volume: Pick<Volume, 'bootable' | 'status' | 'multiattach'>): Guard {
  if (!isBootable(volume)) return { ok: false, reason: tr('The volume is not bootable.') }
  if (volume.status === 'available') return OK
  if (volume.status === 'in-use' && volume.multiattach) return OK
  if (volume.status === 'in-use') {
    return {
      ok: false,
      reason: tr('The volume is attached and not shareable: a new instance cannot use it.'),
      rule: 'R1',
    }
  }
  const status = tr(volume.status, { ns: 'status' })
  return {
    ok: false,
    reason: tr('The volume is {{status}}; a new instance cannot boot from it now.', { status }),
    rule: 'state',
  }
}
