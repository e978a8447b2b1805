import * as RadixToast from '@radix-ui/react-toast';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { IconButton } from '../IconButton/index.ts';
import { ToastDescription, ToastRoot, ToastText, ToastTitle } from './Toast.styles.ts';

export type ToastTone = 'success' | 'error' | 'info';

export type ToastProps = Omit<ComponentPropsWithRef<typeof RadixToast.Root>, 'title' | 'type'> & {
  /** The message. */
  title: ReactNode;
  /** More detail under the message. @default undefined */
  description?: ReactNode;
  /** Colour and icon; `error` is announced at once, the others politely. @default 'info' */
  tone?: ToastTone;
  /** Whether it shows (controlled), e.g. the shell's toast `show` flag. @default undefined */
  open?: boolean;
  /** Whether it starts showing (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called when it closes by timeout, swipe, Escape or the close button. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes itself; defaults to the Toaster's. @default undefined */
  duration?: number;
  /** Accessible name of the close button. @default 'Dismiss' */
  closeLabel?: string;
};

const icons = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon } satisfies Record<
  ToastTone,
  unknown
>;

/** A short message about what just happened (Radix Toast). Render it inside a `Toaster`. */
export function Toast({ title, description, tone = 'info', closeLabel = 'Dismiss', ...rest }: ToastProps) {
  const Icon = icons[tone];
  return (
    <ToastRoot
      type={tone === 'error' ? 'foreground' : 'background'}
      data-tone={tone}
      {...rest}
      {...identity('Toast')}
    >
      <Icon />
      <ToastText>
        <ToastTitle>{title}</ToastTitle>
        {description && <ToastDescription>{description}</ToastDescription>}
      </ToastText>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
      </RadixToast.Close>
    </ToastRoot>
  );
}
