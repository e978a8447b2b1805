export {
  HamburgerMenu,
  type HamburgerMenuItem,
  type HamburgerMenuProps,
  type HamburgerMenuSection,
} from './HamburgerMenu.tsx';
