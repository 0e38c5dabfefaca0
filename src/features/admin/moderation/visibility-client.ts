/** Showing or hiding one product from the merchants and moderation tabs, through the products API. */
import { showToast } from '../../toast/toast.ts';
import { adminSend, showError } from '../admin-client.ts';
import { visibilityToast } from '../products/products.ts';

/** Shows (active) or hides one product; toasts 'Aktiverad' / 'Inaktiverad', or 'Fel'. True when it was saved. */
export async function setProductVisible(product: { id: string; title: string }, active: boolean): Promise<boolean> {
  try {
    await adminSend<{ updated: number }>('POST', '/api/admin/products/visibility', { ids: [product.id], active });
    showToast(visibilityToast(active, { title: product.title }));
    return true;
  } catch (error) {
    showError(error);
    return false;
  }
}
