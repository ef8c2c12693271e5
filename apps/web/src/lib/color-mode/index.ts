export { colorModeManager } from './color-mode-manager';
export { useColorModeToggle, type ColorModeToggle } from './use-color-mode-toggle';
