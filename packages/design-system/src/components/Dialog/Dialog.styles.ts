import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme/theme.ts';

const rise = keyframes`
  from { opacity: 0; transform: translateY(${theme.space[4]}); }
`;

export const DialogContent = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  width: calc(100% - 2 * ${theme.space[4]});
  max-width: ${theme.size.dialogMd};
  height: fit-content;
  max-height: calc(100dvh - 2 * ${theme.space[4]});
  margin: auto;
  padding-bottom: ${theme.space[5]};
  overflow: auto;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.overlay};
  ${theme.media.motionSafe} {
    animation: ${rise} ${theme.motion.duration.normal} ${theme.motion.easing.enter};
  }

  &:where([data-size='sm']) {
    max-width: ${theme.size.dialogSm};
  }
  &:where([data-size='lg']) {
    max-width: ${theme.size.dialogLg};
  }
  &:where(:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} 0 ${theme.space[5]};
`;

export const DialogTitle = styled(RadixDialog.Title)`
  margin: 0;
  padding-top: ${theme.space[1]};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin: ${theme.space[2]} 0 0;
  padding: 0 ${theme.space[5]};
  color: ${theme.color.textMuted};
`;

export const DialogBody = styled.div`
  padding: ${theme.space[4]} ${theme.space[5]} 0;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} ${theme.space[5]} 0;

  ${theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
