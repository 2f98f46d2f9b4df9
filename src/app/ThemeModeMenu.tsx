// Theme: follow the system, or always light or dark.
import { useColorScheme } from '@mui/material/styles'
import { createSvgIcon } from '@mui/material/utils'
import { N_ } from '../i18n/marker'
import { useT } from '../i18n/use-t'
import { ChoiceMenu } from './ChoiceMenu'

const ContrastIcon = createSvgIcon(
  <path d="M12 22c5.52 0 10-4.48 10-10S17.52 2 12 2 2 6.48 2 12s4.48 10 10 10m1-17.93c3.94.49 7 3.85 7 7.93s-3.05 7.44-7 7.93z" />,
  'Contrast',
)

const MODES = [
  { mode: 'system', label: N_('System') },
  { mode: 'light', label: N_('Light') },
  { mode: 'dark', label: N_('Dark') },
] as const

export function ThemeModeMenu() {
  const { mode, setMode } = useColorScheme()
  const t = useT()
  const current = MODES.find((entry) => entry.mode === (mode ?? 'system')) ?? MODES[0]
  return (
    <ChoiceMenu
      label={t('Theme: {{mode}}', { mode: t(current.label) })}
      icon={<ContrastIcon />}
      choices={MODES.map((entry) => ({ value: entry.mode, label: t(entry.label) }))}
      current={current.mode}
      onChoose={setMode}
    />
  )
}
