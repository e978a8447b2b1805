// zod/mini comes without messages, which keeps them out of browsers' bundles. The API's answers are
// read by people, so the server loads the English ones once for every schema it checks.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());
