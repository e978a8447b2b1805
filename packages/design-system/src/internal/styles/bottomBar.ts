import { identitySelector } from '../identity.ts';
import { theme } from '../../theme/theme.ts';

/** The height of the bar a phone page may keep at the bottom of the screen (BuyBar). */
export const bottomBarBlockSize = `calc(${theme.size.controlMd} + 2 * ${theme.space[2]})`;

/** Matches inside a page that shows a bottom bar, so what floats at the bottom can rise above it. */
export const withBottomBar = `:root:has(${identitySelector('BuyBar')})`;
