export {
  ReviewList,
  type ReviewListItem,
  type ReviewListProps,
  type ReviewSortOption,
} from './ReviewList.tsx';
