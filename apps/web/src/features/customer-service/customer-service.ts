import { brand } from '@brand';
import { api } from '../../lib/api';
import { createCustomerServiceOpener } from './open-customer-service';

/**
 * Opens customer service in a 440 by 500 popup (spec section 7). Call it from the press itself:
 * `onClick={() => void openCustomerService()}`.
 */
export const openCustomerService = createCustomerServiceOpener({ api, merchantCode: brand.merchantCode });
