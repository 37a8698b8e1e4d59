import { describe, expect, it } from 'vitest';
import { layersToPlace, type ParsedArtboard, type ParsedLayer } from '../../../../src/lib/psd/psdProtocol';

const parsed = (name: string, background?: boolean): ParsedLayer => ({
  name,
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  text: false,
  pngWidth: 10,
  pngHeight: 10,
  png: new Blob([name]),
  ...(background && { background }),
});

const board = (colour: ParsedLayer | null, layers: ParsedLayer[]): ParsedArtboard => ({ name: 'A', width: 10, height: 10, layers, background: colour, thumbnail: null, skippedLayers: 0 });

describe('what a PSD import places (layersToPlace)', () => {
  it('puts the artboard’s colour under its layers, unless told to leave it out (a template with a background of its own)', () => {
    const artboard = board(parsed('colour', true), [parsed('a'), parsed('b')]);
    expect(layersToPlace(artboard).map((layer) => layer.name)).toEqual(['colour', 'a', 'b']);
    expect(layersToPlace(artboard, false).map((layer) => layer.name)).toEqual(['a', 'b']);
  });

  it('keeps a layer named as the background whatever it is told: it is a layer of the artboard, not its colour', () => {
    const artboard = board(null, [parsed('a'), parsed('Background', true)]);
    expect(layersToPlace(artboard, false).map((layer) => [layer.name, layer.background === true])).toEqual([
      ['a', false],
      ['Background', true],
    ]);
  });
});
