import { redirect } from 'react-router';
import { ACCOUNT_PATH } from '@nirmal/domain';

// §2's analytics page type /account/profile is the account page. Under the protected /account/
// prefix, so a signed-out visitor signs in first and then comes on here.
export function loader() {
  return redirect(ACCOUNT_PATH, 301);
}
