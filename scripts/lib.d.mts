// Types of the plain ESM helpers in lib.mjs, for the TypeScript scripts and tests that use them.
import type { ChildProcess, SpawnSyncOptions, StdioOptions } from "node:child_process";

export function requirePinnedNode(): void;
export function run(cmd: string, args: string[], opts?: SpawnSyncOptions): void;
export function ensureDevVars(): void;
export const LOCAL_STATE: string;
export function migrateAndSeed(persistTo?: string, wranglerEnv?: string): void;
export function execLocalD1(opts: { persistTo?: string; command?: string; file?: string; wranglerEnv?: string }): void;
export function freePort(): Promise<number>;
export function startWorker(opts: {
  port: number;
  persistTo?: string;
  vars?: Record<string, string>;
  envFile?: string;
  stdio?: StdioOptions;
}): ChildProcess;
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
export function stopProcess(child: ChildProcess | undefined | null): void;
