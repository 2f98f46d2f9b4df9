import { createTheme } from '@mui/material/styles'

/**
 * Light and dark color schemes as CSS variables: the console follows the system setting until
 * the user picks one in the top bar (MUI keeps that choice in localStorage; it is not a secret).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
  components: {
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
  },
})
