/**
 * 生成排版's first question: which jig or film sheet (打印治具) the ticked designs go on. The account's jigs
 * come from the jig screen's store (src/api/jigs.ts: the service, or this browser when the service does not
 * keep them); an account without one is pointed to the screen that makes them.
 */
import { Button, Empty, Modal, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Jig } from '../../../../contract/jigTypes';
import { listJigs } from '../../../api/jigs';
import { PRINT_JIGS_PATH } from '../../../lib/screenPaths';
import { MSG } from '../messages';

const T = MSG.sheets;

const KIND: Record<Jig['kind'], string> = { grid: '网格治具', svg: 'SVG 治具', film: '胶片' };

const describe = (jig: Jig) =>
  `${KIND[jig.kind]} · ${jig.widthMm} × ${jig.heightMm} mm${jig.kind === 'film' ? '' : ` · ${jig.slots.length} 个槽位`} · ${jig.dpi} dpi`;

export function JigPickerModal({ onPick, onClose }: { onPick: (jig: Jig) => void; onClose: () => void }) {
  const [jigs, setJigs] = useState<Jig[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    listJigs()
      .then((list) => live && setJigs(list.jigs))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    // The mask does not close it: the second click of a double click on 生成排版 lands there.
    <Modal visible title={T.pickJig} className="sheets-jig-picker" footer={null} maskClosable={false} onCancel={onClose}>
      {failed ? <p role="alert">{T.jigsFailed}</p> : null}
      {!failed && jigs === null ? <Spin tip={T.loadingJigs} /> : null}
      {jigs && jigs.length === 0 ? <Empty description={T.noJigs} /> : null}
      {jigs && jigs.length > 0 ? (
        <ul className="sheets-jig-list">
          {jigs.map((jig) => (
            <li key={jig.id}>
              <Button long onClick={() => onPick(jig)}>
                <span className="sheets-jig-name">{jig.name}</span>
                <span className="sheets-jig-facts">{describe(jig)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sheets-jig-manage">
        <Link href={PRINT_JIGS_PATH}>{T.manageJigs}</Link>
      </p>
    </Modal>
  );
}
