// Attach modes as the dashboard shows them, and Nova's device-name pattern.
import type { ModeLookup } from '../rules/attachment-modes'
import { DEVICE_NAME_PATTERN } from '../rules/nova-rules'
import type { OpenStackClient, Volume } from '../api'
import { featureReason } from '../components/error-text'
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'

export type Mode = 'rw' | 'ro'

/** attach_mode per Cinder attachment id; null when the cloud has no attachments API (< 3.27). */
export type ModeIndex = ModeLookup | null

/** The device names Nova takes (DEVICE_NAME_PATTERN in src/rules/nova-rules.ts). */
export const DEVICE_PATTERN = new RegExp(DEVICE_NAME_PATTERN)

export function deviceError(device: string): string | undefined {
  if (device === '' || DEVICE_PATTERN.test(device)) return undefined
  return tr('Use a device path such as /dev/vdb (Nova: {{pattern}}).', { pattern: DEVICE_NAME_PATTERN })
}

/** Cinder's volume-level read-only flag (os-update_readonly_flag), merged into metadata. */
export function hasReadonlyFlag(volume: Pick<Volume, 'metadata'>): boolean {
  return volume.metadata?.readonly === 'True'
}

/**
 * The mode of one attachment, or undefined while unknown. The volume flag wins (R16: Cinder forces
 * ro). Without an attachments API every attachment made through Nova is rw
 * (N:nova/api/openstack/compute/volume_attachments.py).
 */
export function modeOf(volume: Pick<Volume, 'metadata'>, attachmentId: string, modes: ModeIndex | undefined) {
  if (hasReadonlyFlag(volume)) return 'ro'
  if (modes === null) return 'rw'
  const mode = modes?.get(attachmentId)
  if (mode === undefined) return undefined
  // "null" only lasts until a connector decides, and the connector's default is rw (R16).
  return mode === 'ro' ? 'ro' : 'rw'
}

export function modeLabel(mode: Mode | undefined): string {
  if (mode === undefined) return '—'
  return mode === 'ro' ? tr('RO') : tr('RW')
}

/** English keys: translate where shown, `t(MODE_WORDS[mode])`. */
export const MODE_WORDS: Record<Mode, string> = { rw: N_('read/write'), ro: N_('read-only') }

/** Why read-only cannot be chosen on this cloud, or undefined when it can. */
export function readonlyUnavailable(client: OpenStackClient): string | undefined {
  const check = client.feature('attachModeExtension')
  if (check.available) return undefined
  return tr(
    '{{reason}} The volume\'s read-only flag ("Set read-only", while the volume is available) works on every cloud instead.',
    { reason: featureReason(check) },
  )
}

/** The two modes as a radio group offers them (read-only disabled when the cloud cannot). */
export function modeOptions(readonlyDisabled = false) {
  return [
    { value: 'rw', label: tr('Read/Write (rw)') },
    { value: 'ro', label: tr('Read-only (ro)'), disabled: readonlyDisabled },
  ]
}

/** The mode as shown: RO or RW (in the language shown), or null while unknown. */
export function modeText(mode: 'RO' | 'RW' | null): string | null {
  if (mode === null) return null
  return mode === 'RO' ? tr('RO') : tr('RW')
}
