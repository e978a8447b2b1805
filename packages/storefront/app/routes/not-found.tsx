import { data } from 'react-router';

// Any address no route claims: the root error boundary shows the 404 page with a 404 status.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
