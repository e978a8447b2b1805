import type { ComponentPropsWithRef } from 'react';
import { ImageIcon } from '../../icons/commerce.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { CategoryCaption, CategoryName, CategoryPicture, CategoryTileRoot } from './CategoryTile.styles.ts';

export type CategoryTileProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The category's name, the link's text. */
  name: string;
  /** The category's page. */
  href: string;
  /** A picture of a product in it; a placeholder shows when null. @default null */
  imageSrc?: string | null;
  /** A line under the name: "From ₹9,999", "12 products". @default undefined */
  caption?: string;
};

/** A category as a picture tile, the whole tile one link to its page: "Shop by category". */
export function CategoryTile({ name, href, imageSrc = null, caption, ...rest }: CategoryTileProps) {
  const onClick = useLinkClick(href);
  return (
    <CategoryTileRoot data-linked {...rest} {...identity('CategoryTile')}>
      <CategoryPicture>
        {imageSrc ? <img src={imageSrc} alt="" width="160" height="120" loading="lazy" /> : <ImageIcon />}
      </CategoryPicture>
      <CategoryName href={href} onClick={onClick}>
        {name}
      </CategoryName>
      {caption && <CategoryCaption>{caption}</CategoryCaption>}
    </CategoryTileRoot>
  );
}
