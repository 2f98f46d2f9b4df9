export { VolumeTypesPage } from './VolumeTypesPage'
