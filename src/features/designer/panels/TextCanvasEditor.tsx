import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { clampTextLayer } from '../../../../contract/textLayer';
import { listFonts } from '../../../api/shopFonts';
import { MSG } from '../messages';
import type { LocalImages } from '../session/localImages';
import { textLayerEditorFor } from '../session/textEditing';
import { useTextLibrary } from '../session/useTextLibrary';
import type { ViewBox } from '../view/DesignerStage';
import { useDesignerStore } from '../designerStoreContext';

export interface TextCanvasEditorProps {
  images: LocalImages;
  uuid: string;
  /** Where the layer is in the canvas view. */
  box: ViewBox;
  onClose: () => void;
}

/** Room to type in, however small the text is shown. */
const MIN_WIDTH = 160;
const MIN_HEIGHT = 40;

/**
 * The text editor a double-click opens over a text layer (spec 2 §2, §4): blur or Enter commits through
 * editText (one undo step), Shift+Enter starts a new line, Escape leaves the text as it was; an empty text
 * is refused with 请输入文字.
 */
export function TextCanvasEditor({ images, uuid, box, onClose }: TextCanvasEditorProps) {
  const store = useDesignerStore();
  const editor = textLayerEditorFor(store, images);
  const library = useTextLibrary();
  const original = editor.styleOf(uuid);
  const [text, setText] = useState(original?.text ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  /** Set once the edit is committed or cancelled: the blur that follows must not commit again. */
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  function finish(commit: boolean) {
    if (finished.current) return;
    finished.current = true;
    onClose();
    const style = editor.styleOf(uuid);
    if (!commit || !style || text === style.text) return;
    // Opened and committed before the shop's fonts arrived: the edit asks for them itself.
    void editor.edit(uuid, { text }, library.data?.fonts ?? listFonts());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // The designer's shortcuts and its Escape-to-close must not see keys typed here.
    event.stopPropagation();
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      finish(true);
    }
  }

  const width = Math.max(box.width, MIN_WIDTH);
  const height = Math.max(box.height, MIN_HEIGHT);
  return (
    <textarea
      ref={field}
      className="designer-text-canvas-editor"
      aria-label={MSG.designerText.text}
      placeholder={MSG.designerText.textPlaceholder}
      value={text}
      style={{
        left: box.left + box.width / 2 - width / 2,
        top: box.top + box.height / 2 - height / 2,
        width,
        height,
        transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined,
      }}
      // Lines are kept (Shift+Enter adds one, as in the panel's field); a pasted CRLF is one break.
      onChange={(event) => setText(clampTextLayer(event.target.value.replace(/\r\n?/g, '\n')))}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
    />
  );
}
