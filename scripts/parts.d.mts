export declare const repoRoot: string;
export declare const frontParts: { name: string; dir: string; port: number }[];
export declare const apiPort: number;
export declare const authEmulatorPort: number;
export declare const gameStandinPort: number;
export declare const firebaseProjectId: string;
