import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme/theme.ts';

const turn = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  width: ${theme.size.iconMd};
  height: ${theme.size.iconMd};

  &:where([data-size='sm']) {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  &:where([data-size='lg']) {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;

export const SpinnerArc = styled.svg`
  width: 100%;
  height: 100%;
  fill: none;
  stroke: currentColor;
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 42 57;
  animation: ${turn} ${theme.motion.duration.spin} linear infinite;
`;
