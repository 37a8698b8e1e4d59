import { Divider, Input, Typography } from '@arco-design/web-react';
import { useEffect, useReducer, useState } from 'react';
import { clampTextLayer } from '../../../../contract/textLayer';
import { MSG } from '../messages';
import type { Layer } from '../model';
import type { LocalImages } from '../session/localImages';
import { shopFontOf, textLayerEditorFor, textProblemText } from '../session/textEditing';
import { useTextLibrary } from '../session/useTextLibrary';
import { ColorSwatches, FontSelect, VerticalSwitch } from './TextStyleFields';
import { useDesignerStore } from '../designerStoreContext';

export interface TextSectionProps {
  /** The one selected layer. */
  layer: Layer;
  images: LocalImages;
}

/** The property panel's text section (spec 2 §2, §4): a text layer's text, font, colour and direction. */
export function TextSection(props: TextSectionProps) {
  if (props.layer.type !== 'TEXT') return null;
  return <TextLayerSection key={props.layer.uuid} {...props} />;
}

function TextLayerSection({ layer, images }: TextSectionProps) {
  const store = useDesignerStore();
  const library = useTextLibrary();
  const editor = textLayerEditorFor(store, images);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => editor.subscribe(rerender), [editor]);
  const style = editor.styleOf(layer.uuid);
  const committedText = style?.text ?? '';
  const [draft, setDraft] = useState(committedText);
  // An undo, a canvas edit or a finished redraw changes the text under the field.
  useEffect(() => setDraft(committedText), [committedText]);
  if (!style) return null;

  const fonts = library.data?.fonts;
  const font = shopFontOf(style.fontId, fonts);
  // A disabled font still draws the layers that have it; only enabled ones are offered for a change.
  const offered = fonts?.filter((f) => f.enabled || f.id === style.fontId) ?? [];
  const busy = editor.busy(layer.uuid);

  function commitText() {
    if (draft === committedText) return;
    if (textProblemText(draft)) {
      // Refused (请输入文字): the layer keeps its text, and so does the field.
      void editor.edit(layer.uuid, { text: draft }, fonts);
      setDraft(committedText);
      return;
    }
    void editor.edit(layer.uuid, { text: draft }, fonts);
  }

  return (
    <div className="designer-text-section" data-busy={busy || undefined}>
      <Divider />
      <Typography.Title heading={6}>{MSG.designerText.text}</Typography.Title>
      <Input.TextArea
        className="designer-text-section-input"
        aria-label={MSG.designerText.text}
        placeholder={MSG.designerText.textPlaceholder}
        value={draft}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(value) => setDraft(clampTextLayer(value))}
        onBlur={commitText}
        onKeyDown={(event) => {
          // As on the canvas: Enter commits, Shift+Enter starts a new line of the text.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          commitText();
        }}
      />
      <div className="designer-text-field">
        <span>{MSG.designerText.font}</span>
        <FontSelect
          fonts={offered}
          value={font?.id}
          disabled={!fonts}
          onChange={(chosen) => void editor.edit(layer.uuid, { fontId: chosen.id }, fonts)}
        />
      </div>
      {fonts && !font && (
        <Typography.Text type="error" className="designer-text-font-missing">
          {MSG.designerText.fontMissing}
        </Typography.Text>
      )}
      <div className="designer-text-field">
        <span>{MSG.designerText.color}</span>
        <ColorSwatches
          colors={library.data?.colors ?? []}
          value={style.fontColor}
          onChange={(fontColor) => void editor.edit(layer.uuid, { fontColor }, fonts)}
        />
      </div>
      <VerticalSwitch value={style.verticalText} onChange={(verticalText) => void editor.edit(layer.uuid, { verticalText }, fonts)} />
    </div>
  );
}
