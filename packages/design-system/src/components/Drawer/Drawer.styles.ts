import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

const fromLeft = keyframes`
  from { transform: translateX(-100%); }
`;
const fromRight = keyframes`
  from { transform: translateX(100%); }
`;

// Full height, the width of a small dialog, leaving a strip of backdrop on a 360 px phone.
export const DrawerContent = styled(RadixDialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  width: min(calc(100% - ${theme.space[8]}), ${theme.size.dialogSm});
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.overlay};

  &:where([data-side='left']) {
    left: 0;
    padding-left: env(safe-area-inset-left, ${theme.space[0]});
    ${theme.media.motionSafe} {
      animation: ${fromLeft} ${theme.motion.duration.normal} ${theme.motion.easing.enter};
    }
  }
  &:where([data-side='right']) {
    right: 0;
    padding-right: env(safe-area-inset-right, ${theme.space[0]});
    ${theme.media.motionSafe} {
      animation: ${fromRight} ${theme.motion.duration.normal} ${theme.motion.easing.enter};
    }
  }
  &:where(:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: calc(-1 * ${theme.borderWidth.focusRing});
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

export const DrawerTitle = styled(RadixDialog.Title)`
  ${headingText(theme.font.size.lg, theme.font.weight.bold)}
`;

export const DrawerDescription = styled(RadixDialog.Description)`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]} 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const DrawerBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[4]};
`;

export const DrawerFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  padding-bottom: calc(${theme.space[4]} + env(safe-area-inset-bottom, ${theme.space[0]}));
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
`;
