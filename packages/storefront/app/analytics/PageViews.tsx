import { analyticsPageType } from '@nirmal/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushToDataLayer, trackDirect } from './data-layer.ts';

/** A page view with its §2 page type for every page the visitor opens, once they have agreed. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const view = { page_type: analyticsPageType(pathname), page_path: pathname };
    pushToDataLayer({ event: 'page_view', ...view });
    trackDirect('page_view', view);
  }, [pathname]);
  return null;
}
