export { Tabs, type TabsProps, type TabsListProps, type TabsTabProps, type TabsPanelProps } from './Tabs';
