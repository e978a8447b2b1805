import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const ProductGalleryRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

// One slide per image, side by side: swiped on touch screens, snapped to whole slides.
export const GalleryStrip = styled.div`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceSunken};
  ${focusRing}

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const GallerySlide = styled.div`
  flex: 0 0 100%;
  aspect-ratio: 1;
  scroll-snap-align: center;
  scroll-snap-stop: always;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const GalleryThumbnails = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  overflow-x: auto;
  padding: ${theme.space[1]};
  margin: calc(-1 * ${theme.space[1]});
`;

export const GalleryThumbnail = styled.button`
  flex: 0 0 auto;
  width: ${theme.size.controlLg};
  height: ${theme.size.controlLg};
  padding: 0;
  border: ${theme.borderWidth.thick} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  overflow: hidden;
  cursor: pointer;
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${focusRing}

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:where(:hover) {
    border-color: ${theme.color.borderStrong};
  }
  &:where([aria-pressed='true']) {
    border-color: ${theme.color.brand};
  }

  ${theme.media.md} {
    width: ${theme.size.deviceImage};
    height: ${theme.size.deviceImage};
  }
`;

export const GalleryEmpty = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;
