import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { theme } from '../../theme/theme.ts';
import { aqiCategorySelectors } from './aqiColors.ts';

export const AqiBarRoot = styled.section`
  ${aqiCategorySelectors}
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
  background: var(--aqi-surface);
  color: var(--aqi-text);
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};

  ${theme.media.md} {
    padding-inline-start: ${theme.space[4]};
  }
  & > ${identitySelector('IconButton')} {
    flex-shrink: 0;
    color: var(--aqi-text);
  }
`;

export const AqiSwatch = styled.span`
  flex-shrink: 0;
  width: ${theme.space[3]};
  height: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid var(--aqi-text);
  border-radius: ${theme.radius.round};
  background: var(--aqi-accent);
`;

export const AqiBarText = styled.p`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[2]};
  min-width: 0;
  margin: 0;
`;

export const AqiBarReading = styled.span`
  font-weight: ${theme.font.weight.semibold};
`;

// The description is extra on a phone: it shows from md up.
export const AqiBarDescription = styled.span`
  display: none;

  ${theme.media.md} {
    display: inline;
  }
`;
