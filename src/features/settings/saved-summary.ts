// One line that says what the demo cloud does now (its saved settings).
import type { DemoSettingsSnapshot } from './demo-settings-api'

const onOff = (value: boolean) => (value ? 'on' : 'off')

export function savedSummary(saved: DemoSettingsSnapshot): string {
  const { settings, computeHosts } = saved
  const withoutMultiattach = computeHosts.filter((host) => !host.multiattach).length
  const old = computeHosts.filter((host) => host.old).length
  const faults = settings.faults.length
  return [
    `Attach-mode extension ${onOff(settings.attachModeExtension)}`,
    `old compute services ${onOff(settings.oldComputes)}`,
    `${withoutMultiattach} of ${computeHosts.length} hosts without multi-attach`,
    `${old} old ${old === 1 ? 'compute' : 'computes'}`,
    `transitions ${settings.transitionMs} ms`,
    `latency ${settings.latencyMs} ms`,
    faults === 0 ? 'no faults' : `${faults} fault ${faults === 1 ? 'rule' : 'rules'}`,
  ].join(' · ')
}
