export { DescriptionList, type DescriptionListItem, type DescriptionListProps } from './DescriptionList.tsx';
