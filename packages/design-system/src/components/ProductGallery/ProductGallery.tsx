import { useEffect, useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { ImageIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { nextGalleryIndex, slideAtScroll } from './galleryIndex.ts';
import {
  GalleryEmpty,
  GallerySlide,
  GalleryStrip,
  GalleryThumbnail,
  GalleryThumbnails,
  ProductGalleryRoot,
} from './ProductGallery.styles.ts';

/** One picture of the product. */
export type ProductGalleryImage = {
  /** Address of the picture (a CDN URL or a data URI). */
  src: string;
  /** What the picture shows, e.g. "Side view showing the slim 12 cm depth". */
  alt: string;
  /** A smaller file for the thumbnail; `src` when absent. */
  thumbnailSrc?: string;
};

export type ProductGalleryProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> & {
  /** The product's pictures, the main one first. */
  images: ReadonlyArray<ProductGalleryImage>;
  /** Index of the picture shown (controlled). @default undefined */
  selectedIndex?: number;
  /** Index of the picture shown first (uncontrolled). @default 0 */
  defaultSelectedIndex?: number;
  /** Called with the index of the picture shown after a thumbnail press, arrow key or swipe. @default undefined */
  onSelectedIndexChange?: (index: number) => void;
  /** Accessible name of the swipeable picture area. @default 'Product images' */
  label?: string;
  /** Accessible name of the thumbnail group. @default 'Choose an image' */
  thumbnailsLabel?: string;
  /** Accessible name of each thumbnail. @default (position, total) => `Image ${position} of ${total}` */
  thumbnailLabel?: (position: number, total: number, image: ProductGalleryImage) => string;
  /** Shown (to assistive technology) when there are no pictures. @default 'No images of this product yet' */
  emptyLabel?: string;
};

const defaultThumbnailLabel = (position: number, total: number) => `Image ${position} of ${total}`;

// How long a scroll must be still before a swipe counts as settled on a slide.
const SCROLL_SETTLE_MS = 120;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The pictures of a product: a main area that is swiped (scroll snap) on touch screens, and
 * thumbnails that select a picture by press or arrow keys.
 */
export function ProductGallery({
  images,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  label = 'Product images',
  thumbnailsLabel = 'Choose an image',
  thumbnailLabel = defaultThumbnailLabel,
  emptyLabel = 'No images of this product yet',
  ...rest
}: ProductGalleryProps) {
  const [selectedRaw, setSelected] = useControllableState(
    selectedIndex,
    defaultSelectedIndex,
    onSelectedIndexChange,
  );
  const count = images.length;
  const selected = Math.min(Math.max(selectedRaw, 0), Math.max(count - 1, 0));
  const strip = useRef<HTMLDivElement>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Show the selected slide; a swipe that already settled there needs no scroll.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const width = element.clientWidth;
    if (slideAtScroll(element.scrollLeft, width, count) === selected) return;
    element.scrollTo({ left: selected * width, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [selected, count]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const handleScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const element = strip.current;
      if (!element) return;
      const index = slideAtScroll(element.scrollLeft, element.clientWidth, count);
      if (index !== selected) setSelected(index);
    }, SCROLL_SETTLE_MS);
  };

  const handleThumbnailKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextGalleryIndex(event.key, selected, count);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbnails.current[next]?.focus();
  };

  if (count === 0) {
    return (
      <ProductGalleryRoot {...rest} {...identity('ProductGallery')}>
        <GalleryEmpty role="img" aria-label={emptyLabel}>
          <ImageIcon />
        </GalleryEmpty>
      </ProductGalleryRoot>
    );
  }

  return (
    <ProductGalleryRoot data-count={count} {...rest} {...identity('ProductGallery')}>
      <GalleryStrip ref={strip} role="region" aria-label={label} tabIndex={0} onScroll={handleScroll}>
        {images.map((image, index) => (
          <GallerySlide key={`${image.src}-${index}`} data-selected={index === selected || undefined}>
            <img
              src={image.src}
              alt={image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
            />
          </GallerySlide>
        ))}
      </GalleryStrip>
      {count > 1 && (
        <GalleryThumbnails role="group" aria-label={thumbnailsLabel}>
          {images.map((image, index) => (
            <GalleryThumbnail
              key={`${image.src}-${index}`}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              aria-label={thumbnailLabel(index + 1, count, image)}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={handleThumbnailKeyDown}
            >
              <img src={image.thumbnailSrc ?? image.src} alt="" decoding="async" />
            </GalleryThumbnail>
          ))}
        </GalleryThumbnails>
      )}
    </ProductGalleryRoot>
  );
}
