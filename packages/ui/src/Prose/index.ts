export { Prose, type ProseProps, type ProseElement, type ProseTableProps } from './Prose';
export { proseHtml } from './prose-html';
