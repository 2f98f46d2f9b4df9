// An icon button in the top bar that opens a menu of exclusive choices (theme, language): the
// button says what is chosen, the items are radio items.
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState, type ReactNode } from 'react'

export interface Choice<V extends string> {
  value: V
  label: string
  /** The language of the label, when it is not the page's (a language named in itself). */
  lang?: string
}

interface Props<V extends string> {
  /** The button's accessible name, e.g. "Theme: Dark". */
  label: string
  icon: ReactNode
  choices: ReadonlyArray<Choice<V>>
  current: V
  onChoose: (value: V) => void
}

export function ChoiceMenu<V extends string>({ label, icon, choices, current, onChoose }: Props<V>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {icon}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            lang={choice.lang}
            aria-checked={choice.value === current}
            selected={choice.value === current}
            onClick={() => {
              onChoose(choice.value)
              setAnchor(null)
            }}
          >
            <ListItemText>{choice.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
