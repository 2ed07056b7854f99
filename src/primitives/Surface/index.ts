export { Surface, type SurfaceProps } from './Surface';
