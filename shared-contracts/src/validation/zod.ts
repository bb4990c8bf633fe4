// Every browser part validates with this one zod, loaded once with shared-contracts; a remote that
// imported zod itself would ship its own ~27 kB copy.
export { z } from 'zod';
