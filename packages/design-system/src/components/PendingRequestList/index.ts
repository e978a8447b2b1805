export {
  PendingRequestList,
  type PendingRequestAction,
  type PendingRequestListProps,
  type PendingServiceRequest,
} from './PendingRequestList.tsx';
