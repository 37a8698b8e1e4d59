/**
 * The model-name test data, read where it lies (support/testdata.ts: its licence forbids copying it here),
 * and the 3,000 × 3,000 sets built from it.
 */
import { readFileSync } from 'node:fs';
import type { FactoryModel, ProductModel } from '../../src/lib/modelMatch/types';
import { TESTDATA_MODELS_DIR as DATA } from '../support/testdata';

export interface NamePair {
  brand: string;
  nameA: string;
  nameB: string;
  relation: string;
}

export function readPairs(file: 'pairs.tsv' | 'negatives.tsv'): NamePair[] {
  const [, ...lines] = readFileSync(`${DATA}${file}`, 'utf8').split('\n');
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      const [brand, nameA, nameB, relation] = line.split('\t');
      return { brand: brand!, nameA: nameA!, nameB: nameB!, relation: relation! };
    });
}

/**
 * The brand a Chinese seller's catalogue files the data's brand under. Redmi and POCO go under 小米 and
 * iQOO under vivo, as catalogues do, so the sub-brand rules (brand.ts) are part of what is measured.
 */
export const CATALOGUE_BRAND: Record<string, string> = {
  Apple: '苹果', HUAWEI: '华为', HONOR: '荣耀', Xiaomi: '小米', Redmi: '小米', POCO: '小米', OPPO: 'OPPO',
  OnePlus: '一加', realme: '真我', vivo: 'vivo', iQOO: 'vivo', Samsung: '三星',
};

/** Factory spellings (SYNTHETIC): the brand's name in front in Chinese or English, or none; spaces squeezed or not. */
const FACTORY_PREFIX: Record<string, string[]> = {
  Apple: ['苹果 ', 'Apple ', ''], HUAWEI: ['华为', 'HUAWEI ', ''], HONOR: ['荣耀', 'HONOR '], Xiaomi: ['小米', 'Xiaomi '],
  Redmi: ['', '小米'], POCO: ['', '小米 '], OPPO: ['OPPO ', ''], OnePlus: ['一加 ', 'OnePlus '], realme: ['真我', 'realme '],
  vivo: ['vivo ', ''], iQOO: ['', 'vivo '], Samsung: ['三星 ', 'Samsung ', ''],
};

/** A deterministic pseudo-random sequence (mulberry32), so every run builds the same sets. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How a factory writes a name: its brand in front (or not), its spaces squeezed (or not), and behind a
 * Chinese brand the line often left out ('苹果15ProMax', '三星S24').
 */
export function factorySpelling(brand: string, name: string, next: () => number): string {
  const prefixes = FACTORY_PREFIX[brand] ?? [''];
  const prefix = prefixes[Math.floor(next() * prefixes.length)]!;
  const lineLeftOut = /[\u3400-\u9fff]/.test(prefix) && next() < 0.5 ? name.replace(/^(?:iPhone|Galaxy)\s*/, '') : name;
  const body = next() < 0.5 ? lineLeftOut.replace(/\s+/g, '') : lineLeftOut;
  return `${prefix}${body}`;
}

/**
 * 3,000 product models and 3,000 factory models from the real names of pairs.tsv (name-vs-name relations):
 * products are the distinct name_a with their catalogue brand; factory models are the distinct name_b in
 * factory spellings (synthetic prefixes and squeezing), in a shuffled order, topped up with negatives'
 * names (other phones) when the pairs run short.
 */
export function buildSpeedSets(size = 3000): { products: ProductModel[]; factory: FactoryModel[] } {
  const next = random(13);
  const named = readPairs('pairs.tsv').filter((p) => p.relation !== 'code~name' && p.relation !== 'identifier~name');
  const negatives = readPairs('negatives.tsv');
  const products: ProductModel[] = [];
  const seenA = new Set<string>();
  for (const p of [...named, ...negatives]) {
    const key = `${p.brand}|${p.nameA}`;
    if (seenA.has(key) || products.length >= size) continue;
    seenA.add(key);
    products.push({ id: `p${products.length}`, brand: CATALOGUE_BRAND[p.brand] ?? p.brand, name: p.nameA });
  }
  const factoryNames: { brand: string; name: string }[] = [];
  const seenB = new Set<string>();
  for (const p of [...named, ...negatives]) {
    const key = `${p.brand}|${p.nameB}`;
    if (seenB.has(key)) continue;
    seenB.add(key);
    factoryNames.push({ brand: p.brand, name: p.nameB });
  }
  for (let i = factoryNames.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [factoryNames[i], factoryNames[j]] = [factoryNames[j]!, factoryNames[i]!];
  }
  const factory = factoryNames.slice(0, size).map((f, i) => ({ code: `F${String(i).padStart(5, '0')}`, name: factorySpelling(f.brand, f.name, next) }));
  return { products, factory };
}
