export { Portal, type PortalProps } from './Portal';
