import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { ToastViewport } from './Toast.styles.ts';

export type ToasterProps = {
  /** The application; `Toast`s anywhere inside show in the Toaster's corner. */
  children?: ReactNode;
  /** Milliseconds before a toast closes itself. @default 5000 */
  duration?: number;
  /** Name of the notifications region; `{hotkey}` becomes the key that focuses it. @default 'Notifications ({hotkey})' */
  label?: string;
  /** Direction a toast is swiped to dismiss it. @default 'right' */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
};

/** Where toasts appear: bottom centre on a phone, bottom right from the md breakpoint. */
export function Toaster({
  children,
  duration = 5000,
  label = 'Notifications ({hotkey})',
  swipeDirection = 'right',
}: ToasterProps) {
  return (
    // The provider's label prefixes each spoken toast, where a `{hotkey}` placeholder means nothing.
    <RadixToast.Provider
      duration={duration}
      label={label.replace(/\s*\(?\{hotkey\}\)?/, '')}
      swipeDirection={swipeDirection}
    >
      {children}
      <ToastViewport label={label} {...identity('Toaster')} />
    </RadixToast.Provider>
  );
}
