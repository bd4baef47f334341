import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { localePath } from '@/i18n/languages';
import { langOfUrl, siteLangs } from '@/i18n/pageLang';

/**
 * Any unknown path ends at the home page (spec section 2), in the language its prefix names:
 * `/tr/unknown` → `/tr/`.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return redirect(localePath('/', langOfUrl(request.url), siteLangs));
}

export default function NotFound() {
  return null;
}
