export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './Footer.tsx';
