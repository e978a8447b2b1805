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

/** Classes of a locality on the map: a dot on its point with its name beside it, or the dot alone. */
export const LOCALITY_CLASSES = { point: 'nirmal-locality', unnamed: 'nirmal-locality-unnamed' };

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

  .${LOCALITY_CLASSES.point} {
    color: ${theme.color.text};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.semibold};
    white-space: nowrap;
    text-shadow: 0 0 ${theme.space[1]} ${theme.color.surface};
  }
  .${LOCALITY_CLASSES.point}::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(-1 * ${theme.space[1]});
    inset-block-start: calc(-1 * ${theme.space[1]});
    inline-size: ${theme.space[2]};
    block-size: ${theme.space[2]};
    box-sizing: border-box;
    border: ${theme.borderWidth.thick} solid ${theme.color.brand};
    border-radius: ${theme.radius.round};
    background: color-mix(in srgb, ${theme.color.brand} 60%, transparent);
  }
  .${LOCALITY_CLASSES.point} > span {
    position: absolute;
    inset-inline-start: ${theme.space[2]};
    transform: translateY(-50%);
  }
  .${LOCALITY_CLASSES.unnamed} > span {
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

// The nearest locality's line keeps its height before its answer comes, and one line after: the
// buttons under the map never move.
export const NearestPlace = styled.span`
  display: block;
  min-block-size: 1lh;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
