/**
 * The URL parameter that sets (`remote=<manifest URL>`) or clears (`clear`) overrides, or opens the
 * panel that sets one (`panel`).
 */
export const OVERRIDE_PARAM = 'override';

/** Where this browser keeps its remote overrides (remote name -> candidate manifest URL). */
export const REMOTE_OVERRIDES_KEY = 'trinket:remote-overrides';
