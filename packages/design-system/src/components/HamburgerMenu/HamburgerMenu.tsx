import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon, UserIcon } from '../../icons/index.tsx';
import { telHref } from '@nirmal/format';
import { PhoneIcon } from '../../icons/shell.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { Button } from '../Button/index.ts';
import { Drawer, type DrawerProps } from '../Drawer/index.ts';
import {
  MenuGreeting,
  MenuGroupButton,
  MenuHelp,
  MenuLink,
  MenuList,
  MenuNav,
  MenuProfile,
  MenuBlock,
  MenuSectionTitle,
} from './HamburgerMenu.styles.ts';

/** One entry of the menu: a link, or a group of links when it has `children`. */
export type HamburgerMenuItem = {
  /** Text of the link or group. */
  label: string;
  /** Where the link goes; ignored for a group. */
  href?: string;
  /** An icon element, or an image URL (the header content's icon), shown before the label. */
  icon?: ReactNode;
  /** Links of an expandable group. */
  children?: HamburgerMenuItem[];
  /** Marks the link of the page being shown (`aria-current="page"`). */
  current?: boolean;
};

/** A block of the menu with an optional heading. */
export type HamburgerMenuSection = { title?: string; items: HamburgerMenuItem[] };

export type HamburgerMenuProps = Omit<DrawerProps, 'title' | 'children'> & {
  /** The menu's blocks, from the header content (nav, featured…). */
  sections: HamburgerMenuSection[];
  /** The signed-in customer's name; without it the profile area offers "Sign in". @default undefined */
  userName?: string;
  /** Links shown under the greeting when signed in (the header content's profile entries). @default [] */
  profileItems?: HamburgerMenuItem[];
  /** Called by "Sign in"; the menu closes first so the login modal takes focus. @default undefined */
  onSignIn?: () => void;
  /** Called by "Sign out", shown under a signed-in customer's links; the menu closes first. @default undefined */
  onSignOut?: () => void;
  /** Called when a link is followed; the menu closes. @default undefined */
  onNavigate?: (item: HamburgerMenuItem) => void;
  /** Heading and accessible name of the drawer. @default 'Menu' */
  title?: ReactNode;
  /** Accessible name of the navigation landmark. @default 'Main menu' */
  navLabel?: string;
  /** @default 'Sign in' */
  signInLabel?: ReactNode;
  /** @default 'Sign out' */
  signOutLabel?: ReactNode;
  /** Greeting of a signed-in customer. @default (name) => `Hello, ${name}` */
  greeting?: (name: string) => ReactNode;
  /** Customer care's helpline as it is read out, e.g. '1800 123 4567': a `tel:` link at the end. @default undefined */
  helpline?: string;
  /** Heading of the helpline. @default 'Need help?' */
  helplineTitle?: string;
  /** Text of the helpline link for its number. @default (number) => `Call ${number}` */
  helplineLabel?: (number: string) => string;
};

const defaultGreeting = (name: string) => `Hello, ${name}`;
const defaultHelplineLabel = (number: string) => `Call ${number}`;
const noItems: HamburgerMenuItem[] = [];

function ItemIcon({ icon }: { icon: ReactNode }) {
  if (typeof icon === 'string') return <img src={icon} alt="" />;
  return <>{icon}</>;
}

function Link({ item, onFollow }: { item: HamburgerMenuItem; onFollow: (item: HamburgerMenuItem) => void }) {
  const handleClick = useLinkClick(item.href, () => onFollow(item));
  return (
    <MenuLink href={item.href} aria-current={item.current ? 'page' : undefined} onClick={handleClick}>
      {item.icon && <ItemIcon icon={item.icon} />}
      {item.label}
    </MenuLink>
  );
}

function Group({ item, onFollow }: { item: HamburgerMenuItem; onFollow: (item: HamburgerMenuItem) => void }) {
  const containsCurrent = item.children?.some((child) => child.current) ?? false;
  const [expanded, setExpanded] = useState(containsCurrent);
  const listId = useId();
  return (
    <>
      <MenuGroupButton
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {item.icon && <ItemIcon icon={item.icon} />}
        {item.label}
        <ChevronDownIcon data-chevron="" />
      </MenuGroupButton>
      <MenuList id={listId} hidden={!expanded}>
        {item.children?.map((child) => (
          <li key={child.label}>
            <Entry item={child} onFollow={onFollow} />
          </li>
        ))}
      </MenuList>
    </>
  );
}

function Entry({ item, onFollow }: { item: HamburgerMenuItem; onFollow: (item: HamburgerMenuItem) => void }) {
  return item.children?.length ? (
    <Group item={item} onFollow={onFollow} />
  ) : (
    <Link item={item} onFollow={onFollow} />
  );
}

/**
 * The site menu in a drawer from the left: a profile area (greeting and account links, or
 * "Sign in"), then sections of links from the header content, with expandable groups
 * (disclosure buttons with `aria-expanded`). Following a link closes the menu.
 */
export function HamburgerMenu({
  sections,
  userName,
  profileItems = noItems,
  onSignIn,
  onSignOut,
  onNavigate,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side = 'left',
  title = 'Menu',
  navLabel = 'Main menu',
  signInLabel = 'Sign in',
  signOutLabel = 'Sign out',
  greeting = defaultGreeting,
  helpline,
  helplineTitle = 'Need help?',
  helplineLabel = defaultHelplineLabel,
  ...rest
}: HamburgerMenuProps) {
  const helplineId = useId();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const follow = (item: HamburgerMenuItem) => {
    onNavigate?.(item);
    setOpen(false);
  };
  return (
    <Drawer {...rest} open={open} onOpenChange={setOpen} side={side} title={title}>
      <div {...identity('HamburgerMenu')}>
        <MenuProfile>
          {userName ? (
            <>
              <MenuGreeting>
                <UserIcon />
                {greeting(userName)}
              </MenuGreeting>
              {profileItems.length > 0 && (
                <MenuList>
                  {profileItems.map((item) => (
                    <li key={item.label}>
                      <Entry item={item} onFollow={follow} />
                    </li>
                  ))}
                </MenuList>
              )}
              {onSignOut && (
                <Button
                  variant="secondary"
                  fullWidth
                  onClick={() => {
                    setOpen(false);
                    onSignOut();
                  }}
                >
                  {signOutLabel}
                </Button>
              )}
            </>
          ) : (
            <Button
              startIcon={<UserIcon />}
              fullWidth
              onClick={() => {
                setOpen(false);
                onSignIn?.();
              }}
            >
              {signInLabel}
            </Button>
          )}
        </MenuProfile>
        <MenuNav aria-label={navLabel}>
          {sections.map((section, index) => (
            <MenuBlock key={section.title ?? index}>
              {section.title && <MenuSectionTitle>{section.title}</MenuSectionTitle>}
              <MenuList>
                {section.items.map((item) => (
                  <li key={item.label}>
                    <Entry item={item} onFollow={follow} />
                  </li>
                ))}
              </MenuList>
            </MenuBlock>
          ))}
        </MenuNav>
        {helpline !== undefined && (
          <MenuHelp aria-labelledby={helplineId}>
            <MenuSectionTitle id={helplineId}>{helplineTitle}</MenuSectionTitle>
            <MenuLink href={telHref(helpline)}>
              <PhoneIcon />
              {helplineLabel(helpline)}
            </MenuLink>
          </MenuHelp>
        )}
      </div>
    </Drawer>
  );
}
