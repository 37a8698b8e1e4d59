import { Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { LAYER_NAME_LIMIT } from '../../../../contract/names';
import { nameError } from '../../../lib/formRules';
import { MSG } from '../messages';

export interface LayerNameFieldProps {
  name: string;
  /** A name the rule takes (trimmed); the field closes. */
  onApply(name: string): void;
  onCancel(): void;
}

/**
 * A layer's or a group's name edited where the list shows it (double-click or F2, as Canva's and Figma's
 * layer lists): Enter or leaving applies, Escape keeps the old name; a blank name keeps it too. A name the
 * names rule refuses (LAYER_NAME_LIMIT: 30 characters) says why and stays open.
 */
export function LayerNameField({ name, onApply, onCancel }: LayerNameFieldProps) {
  const [value, setValue] = useState(name);
  const field = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  function apply(): boolean {
    if (done.current) return true;
    if (value.trim() === '' || value.trim() === name) {
      done.current = true;
      onCancel();
      return true;
    }
    const problem = nameError(value, LAYER_NAME_LIMIT, '');
    if (problem) {
      Message.warning(problem);
      return false;
    }
    done.current = true;
    onApply(value.trim());
    return true;
  }

  return (
    <input
      ref={field}
      className="designer-layer-name-field"
      aria-label={MSG.designer.layerNameField}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        // The field's keys are its own: Delete, W or Ctrl + G here must not edit the layers.
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          done.current = true;
          onCancel();
        }
      }}
      onBlur={() => {
        if (!apply()) {
          done.current = true;
          onCancel();
        }
      }}
    />
  );
}
