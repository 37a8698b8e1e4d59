/** The batch preview's catalogue reads for one colour: its SKUs, the models' names, their wireframes. */
import type { Id, PhoneModel, Wireframe } from '../../../../contract/catalogue';
import { listModels } from '../../../api/models';
import { listSkusOfColor } from '../../../api/skus';
import { listWireframes } from '../../../api/wireframes';
import { brandsOf, modelsOfColor, wireframeIdsOf, type PreviewModel } from './colorModels';

export interface ColorModels {
  models: PreviewModel[];
  wireframes: Map<Id, Wireframe>;
}

/** The wireframe list is asked in slices: an address with hundreds of ids would outgrow a server's limit. */
const WIREFRAMES_PER_CALL = 50;

export async function loadColorModels(colorId: Id): Promise<ColorModels> {
  const skus = await listSkusOfColor(colorId);
  const lists = await Promise.all(brandsOf(skus).map((brandId) => listModels(brandId)));
  const byId = new Map<Id, PhoneModel>(lists.flat().map((model) => [model.id, model]));
  const models = modelsOfColor(skus, colorId, byId);
  const ids = wireframeIdsOf(models);
  const slices: Id[][] = [];
  for (let i = 0; i < ids.length; i += WIREFRAMES_PER_CALL) slices.push(ids.slice(i, i + WIREFRAMES_PER_CALL));
  const found = (await Promise.all(slices.map((slice) => listWireframes(slice)))).flat();
  return { models, wireframes: new Map(found.map((wireframe) => [wireframe.id, wireframe])) };
}
