import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ChevronRightIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import {
  BreadcrumbsCurrent,
  BreadcrumbsItem,
  BreadcrumbsLink,
  BreadcrumbsList,
  BreadcrumbsRoot,
} from './Breadcrumbs.styles.ts';

/** One step of the trail. */
export type BreadcrumbItem = {
  /** The page's name. */
  label: string;
  /** Where it goes; the last item (the current page) needs none. */
  href?: string;
};

export type BreadcrumbsProps = ComponentPropsWithRef<'nav'> & {
  /** The trail from the home page to the current page, which is the last item. */
  items: BreadcrumbItem[];
  /** Accessible name of the navigation landmark. @default 'Breadcrumb' */
  label?: string;
  /** Called when a step is followed, before the router navigates. @default undefined */
  onNavigate?: (item: BreadcrumbItem, event: MouseEvent<HTMLAnchorElement>) => void;
};

function Crumb({
  item,
  onNavigate,
}: {
  item: BreadcrumbItem & { href: string };
  onNavigate?: BreadcrumbsProps['onNavigate'];
}) {
  const handleClick = useLinkClick(item.href, (event) => onNavigate?.(item, event));
  return (
    <BreadcrumbsLink href={item.href} onClick={handleClick}>
      {item.label}
    </BreadcrumbsLink>
  );
}

/**
 * Where the current page sits in the site: a trail of links from home, the last step marked as the
 * current page (`aria-current="page"`). Wraps onto more lines on a phone.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', onNavigate, ...rest }: BreadcrumbsProps) {
  return (
    <BreadcrumbsRoot aria-label={label} {...rest} {...identity('Breadcrumbs')}>
      <BreadcrumbsList>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <BreadcrumbsItem key={`${index}-${item.label}`}>
              {index > 0 && <ChevronRightIcon />}
              {last || !item.href ? (
                <BreadcrumbsCurrent aria-current={last ? 'page' : undefined}>{item.label}</BreadcrumbsCurrent>
              ) : (
                <Crumb item={{ ...item, href: item.href }} onNavigate={onNavigate} />
              )}
            </BreadcrumbsItem>
          );
        })}
      </BreadcrumbsList>
    </BreadcrumbsRoot>
  );
}
