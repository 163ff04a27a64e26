import { useEffect } from 'react';
import { usePublicConfig, PRODUCT_LONG_NAME } from '../lib/public-config';
import { useRouteHandle } from '../lib/route-handle';

/** '<screen title> | SIIICCA', or the default title carrying the product and institution names. */
export function DocumentTitle() {
  const { title } = useRouteHandle();
  const config = usePublicConfig();
  useEffect(() => {
    document.title = title
      ? `${title} | ${config.productName}`
      : `${config.productName} - ${PRODUCT_LONG_NAME} | ${config.institutionName}`;
  }, [title, config.productName, config.institutionName]);
  return null;
}
