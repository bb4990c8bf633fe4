/**
 * The URL parameter that sets (`remote=<manifest URL>`) or clears (`clear`) overrides, or opens the
 * panel that sets one (`panel`).
 */
export const OVERRIDE_PARAM = 'override';
