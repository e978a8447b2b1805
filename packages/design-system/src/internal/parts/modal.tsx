import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '../../theme/theme.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

/** Fades a modal part in as it opens, unless the viewer asked for less motion. */
export const fadeInOnOpen = css`
  ${theme.media.motionSafe} {
    animation: ${fadeIn} ${theme.motion.duration.normal} ${theme.motion.easing.enter};
  }
`;

/** The dimmed backdrop behind every modal (Dialog, Drawer, SearchOverlay). */
const ModalBackdrop = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.color.backdrop};
  ${fadeInOnOpen}
`;

/**
 * What every modal puts around its panel: Radix's root, the element that opens it (Radix returns
 * focus to it on close), and the portal with the backdrop.
 */
export function ModalRoot({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <ModalBackdrop />
        {children}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
