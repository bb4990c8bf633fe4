export declare function startAuthEmulator(options?: {
  port?: number;
  projectId?: string;
  logFile?: string;
  onOutput?: (text: string) => void;
  signal?: AbortSignal;
}): Promise<{ host: string; reused: boolean; logFile: string | null; stop: () => Promise<void> }>;
