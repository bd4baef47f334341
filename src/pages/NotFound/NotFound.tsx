import { redirect } from 'react-router';

/** Any unknown path ends at the home page (spec section 2). */
export function clientLoader() {
  return redirect('/');
}

export default function NotFound() {
  return null;
}
