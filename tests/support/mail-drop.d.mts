export function startMailDrop(dir: string): Promise<{ url: string; close(): Promise<void> }>;
