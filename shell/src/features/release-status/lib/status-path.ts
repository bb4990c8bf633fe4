/** The shell's own page for operators: how each remote and its versions do (issue 34). */
export const REMOTE_STATUS_PATH = '/status/remotes';
