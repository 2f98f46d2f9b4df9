// The icons of the table tools (Material Design paths), beside the console's others (../icons).
import { createSvgIcon } from '@mui/material/utils'

export const RefreshIcon = createSvgIcon(
  <path d="M17.65 6.35A7.958 7.958 0 0 0 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08A5.99 5.99 0 0 1 12 18c-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z" />,
  'Refresh',
)
export const ViewColumnIcon = createSvgIcon(
  <path d="M14.67 5v14H9.33V5h5.34zm1 14H21V5h-5.33v14zm-7.34 0V5H3v14h5.33z" />,
  'ViewColumn',
)
export const DownloadIcon = createSvgIcon(<path d="M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z" />, 'Download')
export const ArrowUpIcon = createSvgIcon(
  <path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z" />,
  'ArrowUpward',
)
export const ArrowDownIcon = createSvgIcon(
  <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />,
  'ArrowDownward',
)
