export { DeviceCard, type DeviceCardProps } from './DeviceCard.tsx';
export { DeviceCardSkeleton, type DeviceCardSkeletonProps } from './DeviceCardSkeleton.tsx';
