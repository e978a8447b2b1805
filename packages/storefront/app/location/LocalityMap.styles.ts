import { theme } from '@nirmal/design-system';
import styled from 'styled-components';

export const MapFrame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  ${theme.media.md} {
    aspect-ratio: 16 / 9;
  }
`;

// Leaflet fills this; without a tile layer its background is the land the localities sit on.
export const MapCanvas = styled.div`
  position: absolute;
  inset: 0;
  /* Leaflet's panes stack up to 1000 inside: kept inside this box, under the pin. */
  isolation: isolate;
  background: ${theme.color.surfaceSunken};
  font: inherit;

  &:focus-visible {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: calc(-1 * ${theme.borderWidth.focusRing});
  }

  .nirmal-locality-label {
    background: transparent;
    border: 0;
    box-shadow: none;
    padding: 0;
    color: ${theme.color.text};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.semibold};
    text-shadow: 0 0 ${theme.space[1]} ${theme.color.surface};
  }
  .nirmal-locality-label::before {
    display: none;
  }
`;

// The pin stays in the middle and the map moves under it: its tip marks the point.
export const CentrePin = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  z-index: ${theme.zIndex.raised};
  display: flex;
  color: ${theme.color.brand};
  transform: translate(-50%, -100%);
  pointer-events: none;

  & > svg {
    inline-size: ${theme.space[8]};
    block-size: ${theme.space[8]};
  }
`;

export const MapFacts = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
