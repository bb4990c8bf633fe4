/** Set at build time (BUILD_LABEL) so a redeployed build can be told apart from the last one. */
export const buildLabel: string = process.env.BUILD_LABEL ?? '';
