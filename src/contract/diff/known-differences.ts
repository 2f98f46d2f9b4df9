// Differences between the demo cloud and a real Zed cloud that the demo cloud keeps on purpose,
// each with its reason; docs/cloud-differences.md lists the same ids. The recorder reports them
// apart; any other difference fails the run.
import type { Difference } from './compare'

export interface KnownDifference {
  id: string
  reason: string
  matches: (difference: Difference) => boolean
}

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: 'newer-release',
    reason:
      'The demo cloud offers Cinder 3.71 (2023.2) and compute 2.200 (the attach-mode extension); Zed offers 3.70 and 2.93. Only the maximum in the "not supported" message differs.',
    matches: (difference) =>
      difference.kind === 'value' &&
      difference.field === 'computeFault.message' &&
      /^Version \S+ is not supported by the API\. Minimum is \S+ and maximum is (3\.71|2\.200)\.$/.test(
        difference.demo,
      ),
  },
  {
    id: 'lvm-iscsi-target',
    reason:
      "connection_info holds what the volume driver returns. The demo cloud answers as Cinder's LVM driver does (an iSCSI target: iqn, portal, lun, volume id); the fake driver of the Zed cloud CI starts returns no target at all. Cinder's own keys (access_mode, qos_specs, encrypted, cacheable, driver_volume_type, attachment_id) match.",
    matches: (difference) =>
      difference.kind === 'shape' &&
      /connection_info\.(target_discovered|target_iqn|target_portal|target_lun|volume_id)$/.test(difference.field) &&
      difference.real === 'absent',
  },
  {
    id: 'read-while-creating',
    reason:
      '`cinder create` shows the volume with a GET right after its POST, without waiting. What that GET finds depends on how far the backend has got: on a busy Zed cloud the volume is still creating, not yet on a host (updated_at and service_uuid null); the demo cloud may already have made it available. Both are what Cinder answers at that moment.',
    matches: (difference) =>
      difference.step.startsWith('cli: cinder create · ') &&
      difference.call === 'GET volume /v3/{id}/volumes/{id}' &&
      /^volume\.(status|updated_at|service_uuid)$/.test(difference.field),
  },
  {
    id: 'read-while-backing-up',
    reason:
      "The volume read right after a backup's POST, without waiting: Zed's volume is still backing-up; the demo cloud, whose backup lasts 100 ms in the differ, may have finished it on a loaded machine. Only that order is kept: a demo cloud that never showed backing-up while a real one had finished would still differ.",
    matches: (difference) =>
      difference.step === 'volumes: show while backing up' &&
      difference.kind === 'value' &&
      difference.field === 'volume.status' &&
      difference.demo === 'available' &&
      difference.real === 'backing-up',
  },
  {
    id: 'virt-driver-device-names',
    reason:
      "The device a volume gets in a server is the virt driver's: libvirt's are /dev/vdX, as the demo cloud gives; the fake driver of the Zed cloud CI starts names the same disks /dev/sdX. Only the prefix may differ: the letters, which count the server's disks, must match.",
    matches: (difference) =>
      difference.kind === 'value' &&
      /(^|\.|\])device$/.test(difference.field) &&
      difference.demo.replace(/\/dev\/vd/g, '/dev/sd') === difference.real,
  },
  {
    id: 'new-policy-defaults',
    reason:
      "The demo cloud enforces the policies' new defaults, Cinder's and Nova's policy personas (a reader reads, a member writes), as operators set with [oslo_policy] enforce_new_defaults = True. The Zed cloud CI starts runs with the legacy defaults, where any role in the project may write, so its reader can create a volume and attach one.",
    matches: (difference) =>
      difference.step.startsWith('reader: ') &&
      !['reader: list volumes', 'reader: limits', 'reader: show the server', 'reader: show a message'].includes(
        difference.step,
      ),
  },
]

export function knownDifference(difference: Difference): KnownDifference | undefined {
  return KNOWN_DIFFERENCES.find((known) => known.matches(difference))
}
