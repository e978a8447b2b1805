import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const DisclosureSummary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-block-size: ${theme.size.controlMd};
  padding-inline: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  list-style: none;
  ${focusRing}

  &::-webkit-details-marker {
    display: none;
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }
`;

export const DisclosureContent = styled.div`
  padding-block-start: ${theme.space[3]};
`;

// Always open from a width: the content shows whether or not the details element is open (its
// ::details-content slot is made visible, so it holds before the JavaScript too) and the summary,
// which would open and close nothing, is not drawn.
const alwaysOpen = (width: string) => `
  ${width} {
    &::details-content {
      content-visibility: visible;
    }
    & > summary {
      display: none;
    }
    & > div {
      padding-block-start: 0;
    }
  }
`;

export const DisclosureRoot = styled.details`
  min-width: 0;

  &[open] > summary > svg {
    transform: rotate(90deg);
  }
  &[data-always-open-from='md'] {
    ${alwaysOpen(theme.media.md)}
  }
  &[data-always-open-from='lg'] {
    ${alwaysOpen(theme.media.lg)}
  }
`;
