/**
 * A published version of a remote (issue 34): semantic versioning's `major.minor.patch` with an
 * optional pre-release (`1.4.0`, `1.4.0-canary.2`), no build metadata. It names a folder and a URL
 * path (`/v/<version>/`), so it is kept short and to these characters.
 */
export const releaseVersionPattern =
  /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(-[0-9A-Za-z-]{1,20}(\.[0-9A-Za-z-]{1,20}){0,4})?$/;
