import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';
import type { AnnouncementBarTone } from './announcementTones.ts';

const toneColors: Record<AnnouncementBarTone, { background: string; text: string }> = {
  brand: { background: theme.color.brand, text: theme.color.textOnBrand },
  inverse: { background: theme.color.surfaceInverse, text: theme.color.textInverse },
  info: { background: theme.color.infoSubtle, text: theme.color.text },
  success: { background: theme.color.successSubtle, text: theme.color.text },
  warning: { background: theme.color.warningSubtle, text: theme.color.text },
};
const tones = Object.entries(toneColors)
  .map(
    ([tone, { background, text }]) =>
      `&:where([data-tone='${tone}']) { background: ${background}; color: ${text}; }`,
  )
  .join('\n');

export const AnnouncementBarRoot = styled.div`
  box-sizing: border-box;
  width: 100%;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  ${tones}

  /* On the dark tones the usual blue ring would not show: the ring takes the text colour. */
  &:where([data-tone='brand']) *:focus-visible,
  &:where([data-tone='inverse']) *:focus-visible {
    outline-color: currentColor;
  }
`;

export const AnnouncementBarInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlMd};
  padding-block: ${theme.space[1]};
`;

export const AnnouncementBarContent = styled.p`
  flex: 1;
  margin: 0;
  text-align: center;

  & > svg {
    display: inline-block;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    margin-inline-end: ${theme.space[2]};
    vertical-align: middle;
  }
`;

export const AnnouncementBarLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  margin-inline-start: ${theme.space[2]};
  vertical-align: middle;
  border-radius: ${theme.radius.sm};
  color: inherit;
  font-weight: ${theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  ${focusRing}

  &:where(:hover) {
    text-decoration-thickness: ${theme.borderWidth.thick};
  }
`;

export const AnnouncementBarDismiss = styled.div`
  flex-shrink: 0;
  margin-inline-end: calc(-1 * ${theme.space[2]});

  /* Outranks the tertiary variant's blue so the button takes the bar's text colour. */
  & ${identitySelector('IconButton')}[data-variant][data-size] {
    color: inherit;
  }
  &
    ${identitySelector('IconButton')}[data-variant][data-size]:not(:disabled):not(
      [aria-disabled='true']
    ):hover {
    background: transparent;
    box-shadow: inset 0 0 0 ${theme.borderWidth.thin} currentColor;
  }
`;
