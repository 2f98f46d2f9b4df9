// Theme: follow the system, or always light or dark.
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useColorScheme } from '@mui/material/styles'
import { createSvgIcon } from '@mui/material/utils'
import { useId, useState } from 'react'
import { N_ } from '../i18n/marker'
import { useT } from '../i18n/use-t'

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const current = MODES.find((entry) => entry.mode === (mode ?? 'system')) ?? MODES[0]
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('Theme: {{mode}}', { mode: t(current.label) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ContrastIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {MODES.map((entry) => (
          <MenuItem
            key={entry.mode}
            role="menuitemradio"
            aria-checked={entry.mode === current.mode}
            selected={entry.mode === current.mode}
            onClick={() => {
              setMode(entry.mode)
              setAnchor(null)
            }}
          >
            <ListItemText>{t(entry.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
