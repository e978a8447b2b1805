import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme/theme.ts';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const SkeletonRoot = styled.span`
  display: block;
  height: 1em;
  margin: calc((1lh - 1em) / 2) 0;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.skeleton};
  ${theme.media.motionSafe} {
    animation: ${pulse} calc(${theme.motion.duration.slow} * 5) ${theme.motion.easing.standard} infinite;
  }

  &:where([data-shape='rect']) {
    margin: 0;
    border-radius: ${theme.radius.md};
  }
  &:where([data-shape='circle']) {
    margin: 0;
    border-radius: ${theme.radius.round};
  }
`;
