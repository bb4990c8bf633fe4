// The methods that only read: they carry no body a route reads, and they change nothing.
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
