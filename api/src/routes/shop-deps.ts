// What the store, giveaway, Trinket and promotion routes are built from.
import type { TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { ShopData } from '../store/shop-data.js';

export interface ShopRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  shop: ShopData;
  /** The server's clock (injected so tests can step time). */
  now: () => Date;
}
