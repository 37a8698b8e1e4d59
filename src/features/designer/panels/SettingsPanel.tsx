import { Form, Input } from '@arco-design/web-react';
import { MSG } from '../../../messages';
import type { CanvasSize } from '../model';

export interface SettingsPanelProps {
  name: string;
  onNameChange: (name: string) => void;
  canvas: CanvasSize;
}

/**
 * 设置: the template-level options (spec 2 §2 does not say which). Ours: the template's name (the dev
 * API names an empty one 模板 N) and the canvas size, which follows the default wireframe (500 × 1044).
 */
export function SettingsPanel({ name, onNameChange, canvas }: SettingsPanelProps) {
  return (
    <Form layout="vertical" size="small" className="designer-settings">
      <Form.Item label={MSG.designer.templateName}>
        <Input value={name} onChange={onNameChange} placeholder={MSG.designer.templateNamePlaceholder} maxLength={30} allowClear />
      </Form.Item>
      <Form.Item label={MSG.designer.canvasSize}>
        <span className="designer-canvas-size">
          {canvas.width} × {canvas.height}
        </span>
      </Form.Item>
    </Form>
  );
}
