export { Skeleton, type SkeletonGroupProps, type SkeletonProps, type SkeletonVariant } from './Skeleton';
