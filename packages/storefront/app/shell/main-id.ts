/** The page's main region: the skip link's target, and where the focus goes when what held it goes. */
export const MAIN_ID = 'main-content';
