import { Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { LAYER_NAME_LIMIT } from '../../../../contract/names';
import { REQUIRED } from '../../../../contract/nameTexts';
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
 * layer lists): Enter or leaving applies, Escape keeps the old name. A name the names rule refuses
 * (LAYER_NAME_LIMIT: blank, invisible, over its bound) says why in the rule's own text and stays open;
 * left so, the old name stays. Closed by Enter or Escape, the field gives the focus back to what holds it
 * (the row), not to the next control (the row's eye), where a second Enter would hide the layer.
 */
export function LayerNameField({ name, onApply, onCancel }: LayerNameFieldProps) {
  const [value, setValue] = useState(name);
  const field = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  /** Closes the field once; from the keyboard, the focus goes back to the row (or panel) the field is in. */
  function close(then: () => void, byKey: boolean) {
    done.current = true;
    if (byKey) field.current?.parentElement?.closest<HTMLElement>('[tabindex]')?.focus({ preventScroll: true });
    then();
  }

  function apply(byKey: boolean): boolean {
    if (done.current) return true;
    if (value.trim() === name) {
      close(onCancel, byKey);
      return true;
    }
    const problem = nameError(value, LAYER_NAME_LIMIT, REQUIRED);
    if (problem) {
      Message.warning(problem);
      return false;
    }
    const applied = value.trim();
    close(() => onApply(applied), byKey);
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
          apply(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          if (!done.current) close(onCancel, true);
        }
      }}
      onBlur={() => {
        if (!apply(false)) close(onCancel, false);
      }}
    />
  );
}
