// One line that says what the demo cloud does now (its saved settings).
import type { TFunction } from 'i18next'
import type { DemoSettingsSnapshot } from '../../api/demo-settings'

export function savedSummary(saved: DemoSettingsSnapshot, t: TFunction): string {
  const { settings, computeHosts } = saved
  const withoutMultiattach = computeHosts.filter((host) => !host.multiattach).length
  const old = computeHosts.filter((host) => host.old).length
  const faults = settings.faults.length
  return [
    settings.attachModeExtension ? t('Attach-mode extension on') : t('Attach-mode extension off'),
    settings.oldComputes ? t('old compute services on') : t('old compute services off'),
    settings.backupService === false ? t('no backup service') : t('backup service on'),
    t('{{without}} of {{total}} hosts without multi-attach', {
      without: withoutMultiattach,
      total: computeHosts.length,
    }),
    t('{{count}} old computes', { count: old }),
    t('transitions {{ms}} ms', { ms: settings.transitionMs }),
    t('latency {{ms}} ms', { ms: settings.latencyMs }),
    faults === 0 ? t('no faults') : t('{{count}} fault rules', { count: faults }),
  ].join(' · ')
}
