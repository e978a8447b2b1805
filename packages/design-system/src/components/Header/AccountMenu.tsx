import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDownIcon, UserIcon } from '../../icons/index.tsx';
import { Stack } from '../Stack/index.ts';
import { AccountMenuButton, AccountMenuPanel, AccountMenuRoot, SignOutButton } from './Header.styles.ts';
import { HeaderLinkItem, type HeaderLink } from './HeaderLinkItem.tsx';

export type AccountMenuProps = {
  /** The signed-in customer's name: the button's text, cut to fit the row, and its tooltip. */
  userName: string;
  /** The button's accessible name, which says what it opens and whose it is ('Your account, Asha Verma'). */
  label: string;
  /** The account's pages (account, devices, orders). */
  links: HeaderLink[];
  /** Signs the customer out; without it the menu has no sign-out button. */
  onSignOut?: () => void;
  signOutLabel: ReactNode;
  onNavigate?: (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The signed-in customer's menu in the header: a disclosure button that shows the account's links
 * and a sign-out button. Escape closes it and returns focus to the button; so does choosing an
 * item. A click elsewhere or focus moving on closes it too.
 */
export function AccountMenu({
  userName,
  label,
  links,
  onSignOut,
  signOutLabel,
  onNavigate,
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnClickElsewhere = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnClickElsewhere);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnClickElsewhere);
    };
  }, [open]);

  return (
    <AccountMenuRoot
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing on past the menu closes it. A blur to nowhere is a click (browsers that do not
        // focus what is clicked), which the pointer handler above decides on.
        const next = event.relatedTarget;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <AccountMenuButton
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span title={userName}>{userName}</span>
        <ChevronDownIcon />
      </AccountMenuButton>
      <AccountMenuPanel id={panelId} hidden={!open}>
        <Stack as="ul" gap={1}>
          {links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <HeaderLinkItem
                link={link}
                onNavigate={(followed, event) => {
                  setOpen(false);
                  onNavigate?.(followed, event);
                }}
              />
            </li>
          ))}
          {onSignOut && (
            <li>
              <SignOutButton
                type="button"
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
              >
                {signOutLabel}
              </SignOutButton>
            </li>
          )}
        </Stack>
      </AccountMenuPanel>
    </AccountMenuRoot>
  );
}
