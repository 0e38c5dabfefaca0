import { useCallback, useEffect, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import type { ProductTypeOption } from '../../catalogue/admin/products.ts';
import { fetchProductTypes } from '../../catalogue/admin/products-client.ts';

/** The product types with their counts, read when the component mounts and again on `reload()`. */
export function useProductTypes(): { types: ProductTypeOption[]; reload(): void } {
  const [types, setTypes] = useState<ProductTypeOption[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void version;
    const controller = new AbortController();
    fetchProductTypes(controller.signal).then((answer) => setTypes(answer.types), showError);
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { types, reload };
}
