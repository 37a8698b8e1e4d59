/** What the page and the match worker say to each other. */
import type { FactoryModel, MatchResult, ProductModel } from './types';

export interface MatchRequest {
  products: ProductModel[];
  factory: FactoryModel[];
  guard: boolean;
  /** MatchOptions.catalogue. */
  catalogue?: ProductModel[];
}

export type MatchReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: MatchResult }
  | { type: 'error'; message: string };
