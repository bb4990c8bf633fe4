export declare function readMailbox(): Promise<
  { email: string; requestType: string; oobCode: string; siteLink: string }[]
>;
