// The simulated factory ERP's directory (spec 3 §3): the factories an account gets when it syncs, each with
// its phone models (erpModelSeed.ts) and its materials and colours. The ERP's own data, fixed: its ids are
// the ERP's (not from the dev API's counter) and a factory's createdAt is when it joined the ERP.
import type { FactoryMaterial, FactoryPhoneModel } from '../../../../contract/erp';
import { mainFactoryModels, secondFactoryModels } from './erpModelSeed';

export interface DirectoryFactory {
  key: string;
  name: string;
  createdAt: number;
  /** What a finished phone model sync brings. */
  phoneModels(): readonly FactoryPhoneModel[];
  /**
   * Phones the ERP entered after an account's first sync: a later sync (重新同步, spec 3 §4) brings them
   * after the others, so a re-sync visibly changes the list.
   */
  laterPhoneModels: readonly FactoryPhoneModel[];
  materials: readonly FactoryMaterial[];
}

const material = (id: string, code: string, name: string, colors: ReadonlyArray<readonly [id: string, code: string, name: string]>): FactoryMaterial => ({
  id,
  code,
  name,
  colors: colors.map(([colorId, colorCode, colorName]) => ({ id: colorId, code: colorCode, name: colorName })),
});

/** Computed once: every account that syncs a factory reads the same (never mutated) list. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * 1 深圳卡美印务: the main factory, every catalogue model in its own spellings plus a few hundred more, and
 *   the catalogue's three materials in its terms plus two it alone makes.
 * 2 东莞易印工坊: smaller, Apple/Huawei/Samsung only, upper-case English names and running-number codes.
 * 3 义乌快印小厂: new on the ERP, its model sync always finishes with 0 models (nothing entered yet).
 */
export const FACTORY_DIRECTORY: readonly DirectoryFactory[] = [
  {
    key: 'kamei',
    name: '深圳卡美印务',
    createdAt: Date.UTC(2023, 2, 1, 1, 0, 0),
    phoneModels: once(mainFactoryModels),
    // Past the seeded series (Mate 20 … 70), so no other code or name is like it.
    laterPhoneModels: [{ code: 'KM-HW-M80P', name: '华为 Mate80 Pro' }],
    materials: [
      material('880101', 'TPU-CL', 'TPU透明软壳', [
        ['880111', 'TPU-CL-01', '全透明'],
        ['880112', 'TPU-CL-02', '磨砂黑边'],
      ]),
      material('880102', 'LSG', '液态硅胶壳', [
        ['880121', 'LSG-WH', '奶白'],
        ['880122', 'LSG-BK', '曜石黑'],
        ['880123', 'LSG-PU', '薰衣草'],
        ['880124', 'LSG-PK', '樱花粉'],
      ]),
      material('880103', 'TG', '钢化玻璃壳', [
        ['880131', 'TG-BK', '黑色边框'],
        ['880132', 'TG-WH', '白色边框'],
      ]),
      material('880104', 'PC-HD', 'PC磨砂硬壳', [
        ['880141', 'PC-HD-BK', '哑光黑'],
        ['880142', 'PC-HD-WH', '哑光白'],
      ]),
      material('880105', 'LTH', '皮革壳', [['880151', 'LTH-BR', '复古棕']]),
    ],
  },
  {
    key: 'yiyin',
    name: '东莞易印工坊',
    createdAt: Date.UTC(2023, 7, 20, 3, 0, 0),
    phoneModels: once(secondFactoryModels),
    laterPhoneModels: [],
    materials: [
      material('990201', 'M01', '透明TPU', [['990211', 'M01-C01', '透明']]),
      material('990202', 'M02', '硅胶', [
        ['990221', 'M02-C01', '白'],
        ['990222', 'M02-C02', '黑'],
      ]),
    ],
  },
  {
    key: 'kuaiyin',
    name: '义乌快印小厂',
    createdAt: Date.UTC(2024, 4, 6, 2, 0, 0),
    phoneModels: () => [],
    laterPhoneModels: [],
    materials: [material('770301', 'BL-01', '玻璃壳', [['770311', 'BL-01-HB', '黑边']])],
  },
];

export function directoryFactory(key: string): DirectoryFactory | undefined {
  return FACTORY_DIRECTORY.find((factory) => factory.key === key);
}
