import { Button, Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { singleClick } from '../../ui/singleClick';

export interface Choice {
  label: string;
  type?: 'primary' | 'secondary';
  loading?: boolean;
  onClick: () => void;
}

export interface ChoiceModalProps {
  visible: boolean;
  title: ReactNode;
  content: ReactNode;
  choices: readonly Choice[];
  className?: string;
}

/**
 * A question with explicit answers only. Arco's confirm treats Esc and the mask as its cancel button;
 * here cancel would be 不保存 or 放弃, and losing work must take a deliberate click.
 */
export function ChoiceModal({ visible, title, content, choices, className }: ChoiceModalProps) {
  return (
    <Modal
      visible={visible}
      title={title}
      className={className}
      closable={false}
      maskClosable={false}
      escToExit={false}
      footer={choices.map((choice) => (
        <Button key={choice.label} type={choice.type ?? 'secondary'} loading={choice.loading} onClick={singleClick(choice.onClick)}>
          {choice.label}
        </Button>
      ))}
    >
      {content}
    </Modal>
  );
}
