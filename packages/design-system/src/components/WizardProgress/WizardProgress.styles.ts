import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const WizardProgressRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  color: ${theme.color.text};
`;

// The compact "Step 2 of 5" line of the 360 px layout; the full list takes over from md up.
export const WizardSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};

  & > span:first-child {
    color: ${theme.color.textMuted};
  }
  & > span:last-child {
    font-weight: ${theme.font.weight.semibold};
  }
  ${theme.media.md} {
    display: none;
  }
`;

export const WizardSteps = styled.ol`
  display: flex;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    gap: ${theme.space[2]};
  }
`;

export const WizardStep = styled.li`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;

  /* The bar above each step: filled up to the current one. */
  &::before {
    content: '';
    display: block;
    height: ${theme.space[1]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.border};
  }
  &:where([data-state='complete'])::before,
  &:where([data-state='current'])::before {
    background: ${theme.color.brand};
  }
`;

export const WizardStepBody = styled.span`
  ${visuallyHidden}

  ${theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.tight};
    color: ${theme.color.textMuted};

    [data-state='current'] > & {
      color: ${theme.color.text};
      font-weight: ${theme.font.weight.semibold};
    }
    [data-state='complete'] > & {
      color: ${theme.color.text};
    }
  }
`;

export const WizardMarker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${theme.size.targetMin};
  height: ${theme.size.targetMin};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.round};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};

  & > svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  [data-state='current'] > * > & {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
  }
  [data-state='complete'] > * > & {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
    color: ${theme.color.brand};
  }
`;

export const WizardLabel = styled.span`
  min-width: 0;
  padding-top: calc((${theme.size.targetMin} - 1lh) / 2);
  overflow-wrap: anywhere;
`;

export const WizardHiddenText = styled.span`
  ${visuallyHidden}
`;
