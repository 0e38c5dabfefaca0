/** Showing or hiding one product from the merchants and moderation tabs, through the products API. */

import { showError } from '../../admin-api/admin-client.ts';
import { showToast } from '../../toast/toast.ts';
import { visibilityToast } from './products.ts';
import { setProductsVisible } from './products-client.ts';

/** Shows (active) or hides one product; toasts 'Aktiverad' / 'Inaktiverad', or 'Fel'. True when it was saved. */
export async function setProductVisible(product: { id: string; title: string }, active: boolean): Promise<boolean> {
  try {
    await setProductsVisible({ ids: [product.id] }, active);
    showToast(visibilityToast(active, { title: product.title }));
    return true;
  } catch (error) {
    showError(error);
    return false;
  }
}
