import { Button, Card, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { getMiniApp, listMiniAppTemplates, updateMiniAppVersion } from '../../api/miniApp';
import { MSG } from './messages';
import { confirm } from '../../ui/confirm';
import { ListLoad } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { newestTemplate, pendingUpdate } from './miniAppVersion';

// Not quiet here, unlike the shell's header: a failure is this card's content, and the modal says why.
const loadMiniApp = () => Promise.all([getMiniApp({ quiet: false }), listMiniAppTemplates()]).then(([app, templates]) => ({ app, templates }));

/** 小程序 (spec 3 §7): the version the shop's mini app runs, the newest template version, and the update to it. */
export function MiniAppCard() {
  const loaded = useLoad(loadMiniApp, []);
  const { reload } = loaded;

  // The button spins while the update runs, not while the confirmation waits for an answer.
  const [updating, setUpdating] = useState(false);
  // One flight from the first click to the reload: a click during it neither asks again nor sends again.
  const update = useSingleFlight(async (version: string) => {
    try {
      await confirm({ title: MSG.shops.updateTitle, content: MSG.shops.updateConfirm(version) });
      setUpdating(true);
      await updateMiniAppVersion(version);
    } catch {
      // Cancelled (取消操作), or refused: the API client's modal has said why, and the card still shows the truth.
      return;
    } finally {
      setUpdating(false);
    }
    Message.success(MSG.shops.updated(version));
    await reload();
  });

  return (
    <Card className="mini-app-card" title={MSG.shops.miniApp} size="small">
      <ListLoad loaded={loaded}>
        {({ app, templates }) => {
          const newest = newestTemplate(templates);
          const offer = pendingUpdate(app.templateVersion, templates);
          return (
            <div className="mini-app-facts">
              <div className="mini-app-fact">
                <span className="muted">{MSG.shops.miniAppName}</span>
                <span className="mini-app-name">{app.name || MSG.shops.none}</span>
              </div>
              <div className="mini-app-fact">
                <span className="muted">{MSG.shops.currentVersion}</span>
                <span className="mini-app-current">{app.templateVersion ?? MSG.shops.unpublished}</span>
              </div>
              <div className="mini-app-fact mini-app-latest">
                <span className="muted">{MSG.shops.latestVersion}</span>
                <span>
                  <span className="mini-app-latest-version">{newest?.templateVersion ?? MSG.shops.none}</span>
                  {newest ? <span className="mini-app-latest-description muted">{newest.description}</span> : null}
                </span>
              </div>
              <div className="mini-app-action">
                {offer ? (
                  <Button type="primary" size="small" loading={updating} onClick={update.click(offer.templateVersion)}>
                    {MSG.shops.updateTo(offer.templateVersion)}
                  </Button>
                ) : newest ? (
                  <span className="muted">{MSG.shops.upToDate}</span>
                ) : null}
              </div>
            </div>
          );
        }}
      </ListLoad>
    </Card>
  );
}
