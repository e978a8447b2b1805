import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { DeviceCardBody, DeviceCardRoot, DeviceImageFrame, DeviceTags } from './DeviceCard.styles.ts';

export type DeviceCardSkeletonProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** Announced while the device loads. @default 'Loading device' */
  label?: string;
};

/** The DeviceCard's shape while the device loads, so nothing moves when it arrives. */
export function DeviceCardSkeleton({ label = 'Loading device', ...rest }: DeviceCardSkeletonProps) {
  return (
    <DeviceCardRoot aria-busy="true" {...rest} {...identity('DeviceCardSkeleton')}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <DeviceImageFrame>
        <Skeleton shape="rect" height="100%" />
      </DeviceImageFrame>
      <DeviceCardBody>
        <Skeleton width="70%" />
        <DeviceTags>
          <Skeleton shape="rect" width="30%" height="1.5em" />
          <Skeleton shape="rect" width="40%" height="1.5em" />
        </DeviceTags>
        <Skeleton width="50%" />
      </DeviceCardBody>
    </DeviceCardRoot>
  );
}
