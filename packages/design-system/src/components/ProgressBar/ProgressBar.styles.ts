import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressBarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const ProgressBarHeader = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};

  [data-hide-label] > & {
    ${visuallyHidden}
  }
`;

export const ProgressBarLabel = styled.span`
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.semibold};
`;

export const ProgressBarValue = styled.span`
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const ProgressBarTrack = styled.div`
  position: relative;
  overflow: hidden;
  height: ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceMuted};
  box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.borderStrong};

  [data-size='sm'] > & {
    height: ${theme.space[1]};
  }
`;

export const ProgressBarFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.brand};
  transition: inline-size ${theme.motion.duration.normal} ${theme.motion.easing.standard};

  [data-tone='success'] & {
    background: ${theme.color.success};
  }
  /* Still, under reduced motion: a full, pale bar that cannot be read as an amount. */
  [data-indeterminate] & {
    inline-size: 100%;
    background: ${theme.color.brandSubtleHover};
  }
  ${theme.media.motionSafe} {
    [data-indeterminate] & {
      inline-size: 40%;
      background: ${theme.color.brand};
      animation: ${slide} calc(${theme.motion.duration.spin} * 2) ${theme.motion.easing.standard} infinite;
    }
  }
`;
