import { analyticsPageType } from '@nirmal/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendEvent } from './data-layer.ts';

/** A page view with its §2 page type for every page the visitor opens, once they have agreed. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    sendEvent({ event: 'page_view', page_type: analyticsPageType(pathname), page_path: pathname });
  }, [pathname]);
  return null;
}
