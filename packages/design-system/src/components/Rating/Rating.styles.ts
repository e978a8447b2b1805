import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles/mixins.ts';
import { fieldLabelText } from '../../internal/styles/field.tsx';
import { theme } from '../../theme/theme.ts';

export const RatingRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const RatingLabel = styled.span`
  ${fieldLabelText}

  [data-hide-label] > & {
    ${visuallyHidden}
  }
`;

export const RatingStars = styled.span`
  display: inline-flex;
  align-items: center;
`;

// An outline star with a filled copy on top, clipped to half for half stars.
export const RatingStar = styled.span`
  position: relative;
  display: inline-flex;
  width: ${theme.size.iconLg};
  height: ${theme.size.iconLg};

  & > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    color: ${theme.color.borderStrong};
  }
  & > svg + svg {
    color: ${theme.color.warning};
    fill: ${theme.color.warningAccent};
    visibility: hidden;
  }
  &:where([data-fill='full']) > svg + svg {
    visibility: visible;
  }
  &:where([data-fill='half']) > svg + svg {
    visibility: visible;
    clip-path: inset(0 50% 0 0);
  }

  [data-size='sm'] & {
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
  }
`;

// A read-only value: outlined stars, and the filled ones over them (the nested drawing is cut at the value).
export const RatingStarRow = styled.svg`
  display: block;
  align-self: start;
  height: ${theme.size.iconLg};
  width: auto;
  fill: none;
  stroke: ${theme.color.borderStrong};
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;

  & > svg > path {
    stroke: ${theme.color.warning};
    fill: ${theme.color.warningAccent};
  }
  [data-size='sm'] > & {
    height: ${theme.size.iconSm};
  }
`;

export const RatingStarInput = styled.input`
  ${visuallyHidden}
`;

export const RatingStarLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.size.controlSm};
  height: ${theme.size.controlSm};
  border-radius: ${theme.radius.sm};
  cursor: pointer;

  input:focus-visible + & {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: 0;
  }
  input:disabled + & {
    cursor: not-allowed;
  }
  input:disabled + & svg + svg {
    color: ${theme.color.textMuted};
    fill: ${theme.color.border};
  }
  [data-size='sm'] & {
    width: ${theme.size.targetMin};
    height: ${theme.size.targetMin};
  }
`;
