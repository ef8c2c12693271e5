export { AccountPanel, type AccountPanelProps, type AccountPanelEntry } from './AccountPanel';
