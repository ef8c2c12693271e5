export { SearchPanel, type SearchPanelProps } from './SearchPanel';
