import { Button, Input, Spin, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import type { ShopFont } from '../../../../contract/library';
import { clampTextLayer, textLayerLength } from '../../../../contract/textLayer';
import { MSG } from '../messages';
import { LoadFailed } from '../../../ui/ListLoad';
import { useSingleFlight } from '../../../ui/useSingleFlight';
import { DEFAULT_TEXT_COLOR, TEXT_MAX_LENGTH } from '../model/textLayout';
import type { LocalImages } from '../session/localImages';
import { addTextLayer, textProblemText } from '../session/textEditing';
import { useTextLibrary } from '../session/useTextLibrary';
import { ColorSwatches, FontSelect, VerticalSwitch } from './TextStyleFields';
import { singleClick } from '../../../ui/singleClick';
import { useDesignerStore } from '../designerStoreContext';

export interface TextMenuPanelProps {
  images: LocalImages;
}

/**
 * 添加文字 (spec 2 §2, §5): the text (请输入文字, at most 50 characters) in one of the shop's enabled fonts
 * (请先在店铺上传字体 when there is none), a colour of the text colour library (#646464 by default), across
 * or down. The new layer is centred and selected.
 */
export function TextMenuPanel({ images }: TextMenuPanelProps) {
  const store = useDesignerStore();
  const library = useTextLibrary();
  const [text, setText] = useState('');
  const [fontId, setFontId] = useState<string>();
  const [color, setColor] = useState(DEFAULT_TEXT_COLOR);
  const [vertical, setVertical] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enabledFonts = library.data?.fonts.filter((font) => font.enabled) ?? [];
  const font: ShopFont | undefined = enabledFonts.find((f) => f.id === fontId) ?? enabledFonts[0];

  const add = useSingleFlight(async () => {
    const problem = textProblemText(text);
    setError(problem);
    if (problem || !font) return;
    const added = await addTextLayer(store, images, font, { text, fontColor: color, verticalText: vertical });
    if (added) setText('');
  });

  if (library.error) return <LoadFailed onRetry={library.reload} retrying={library.loading} text={MSG.designerText.loadFailed} />;
  if (!library.data) return <Spin className="designer-text-loading" />;

  return (
    <div className="designer-text-menu">
      <Typography.Title heading={6}>{MSG.designerText.addText}</Typography.Title>
      {enabledFonts.length === 0 ? (
        <Typography.Text type="warning" className="designer-text-no-font">
          {MSG.designerText.noShopFont}
        </Typography.Text>
      ) : (
        <>
          <Input.TextArea
            className="designer-text-input"
            placeholder={MSG.designerText.textPlaceholder}
            aria-label={MSG.designerText.text}
            value={text}
            autoSize={{ minRows: 2, maxRows: 4 }}
            status={error ? 'error' : undefined}
            onChange={(value) => {
              // Characters, not UTF-16 units (a field's maxLength): 50 rare CJK characters or emoji fit.
              setText(clampTextLayer(value));
              if (error) setError(null);
            }}
          />
          <div className="designer-text-count">{`${textLayerLength(text)}/${TEXT_MAX_LENGTH}`}</div>
          {error && <div className="designer-text-error" role="alert">{error}</div>}
          <div className="designer-text-field">
            <span>{MSG.designerText.font}</span>
            <FontSelect fonts={enabledFonts} value={font?.id} onChange={(chosen) => setFontId(chosen.id)} />
          </div>
          <div className="designer-text-field">
            <span>{MSG.designerText.color}</span>
            <ColorSwatches colors={library.data.colors} value={color} onChange={setColor} />
          </div>
          <VerticalSwitch value={vertical} onChange={setVertical} />
          <Button type="primary" long loading={add.pending} onClick={singleClick(() => void add.run())}>
            {MSG.designerText.add}
          </Button>
        </>
      )}
    </div>
  );
}
