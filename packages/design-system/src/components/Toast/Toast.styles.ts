import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(100%); }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(100%); opacity: 0; }
`;

export const ToastViewport = styled(RadixToast.Viewport)`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
  max-width: ${theme.size.toastWidth};
  margin: 0 auto;
  padding: ${theme.space[4]};
  list-style: none;
  outline: none;

  ${theme.media.md} {
    inset-inline: auto ${theme.space[4]};
    bottom: ${theme.space[4]};
    padding: 0;
  }
`;

export const ToastRoot = styled(RadixToast.Root)`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-inline-start: ${theme.space[1]} solid ${theme.color.info};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    margin-top: ${theme.space[1]};
    color: ${theme.color.info};
  }
  &:where([data-tone='success']) {
    border-inline-start-color: ${theme.color.success};
    & > svg {
      color: ${theme.color.success};
    }
  }
  &:where([data-tone='error']) {
    border-inline-start-color: ${theme.color.danger};
    & > svg {
      color: ${theme.color.danger};
    }
  }

  ${theme.media.motionSafe} {
    &:where([data-state='open']) {
      animation: ${slideIn} ${theme.motion.duration.normal} ${theme.motion.easing.enter};
    }
    &:where([data-swipe='end']) {
      animation: ${swipeOut} ${theme.motion.duration.normal} ${theme.motion.easing.exit};
    }
  }
  &:where([data-swipe='move']) {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &:where([data-swipe='cancel']) {
    transform: translateX(0);
    transition: transform ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  }
  ${focusRing}
`;

export const ToastText = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${theme.space[1]};
`;

export const ToastTitle = styled(RadixToast.Title)`
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.normal};
`;

export const ToastDescription = styled(RadixToast.Description)`
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
