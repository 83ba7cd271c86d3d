import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// Spec section 9: a chunk that fails to load (deploy in progress, flaky network) gets 5 attempts,
// one second apart, before the failure screen.
export const LOAD_ATTEMPTS = 5;
export const LOAD_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const retryImport = async <T>(load: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw error;
      await wait(LOAD_RETRY_DELAY_MS);
    }
  }
};

export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** React.lazy with the retry rule, plus preload() so likely next pages can be fetched while idle. */
export const lazyWithRetry = (load: () => Promise<{ default: ComponentType }>): PreloadableComponent => {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= retryImport(load).catch((error: unknown) => {
      // Let a later render try again instead of remembering the failure.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
};
