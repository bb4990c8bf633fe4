export declare function answers(
  url: string,
  options?: { check?: (response: Response) => Promise<boolean>; timeoutMs?: number },
): Promise<boolean>;
export declare function waitUntil(
  what: string,
  test: () => Promise<boolean>,
  options: { timeoutMs: number; isAlive?: () => boolean; intervalMs?: number },
): Promise<void>;
export declare function portTaken(port: number): Promise<boolean>;
