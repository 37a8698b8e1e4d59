import { Button, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { IconLeft } from '@arco-design/web-react/icon';
import { useLocation, useSearch } from 'wouter';
import { listCustomizationUrls } from '../../api/customizationSettings';
import { listShops } from '../../api/shops';
import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { CustomizationCatalogueProvider } from './CatalogueProvider';
import { LinkForm } from './LinkForm';
import { LINKS_PATH } from './linkPaths';
import './customization.css';

/**
 * /app/sku_customization_urls_setting/generate (spec 3 §2, §4): a new shop customization setting, or with
 * `?id=` (修改 on the list) the same setting changed.
 */
export default function LinkGenerateScreen() {
  return (
    <CustomizationCatalogueProvider>
      <LinkGenerator />
    </CustomizationCatalogueProvider>
  );
}

async function loadShopsAndLinks() {
  const [shops, links] = await Promise.all([listShops(), listCustomizationUrls()]);
  return { shops, links };
}

function LinkGenerator() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = params.get('id');
  const presetShopId = params.get('shopId');
  const loaded = useLoad(loadShopsAndLinks, []);
  // 继续生成 after a link was generated starts a fresh form on the same address.
  const [round, setRound] = useState(0);
  const back = () => navigate(LINKS_PATH);

  let body;
  if (loaded.error) body = <LoadFailed onRetry={loaded.reload} retrying={loaded.loading} />;
  else if (!loaded.data) body = <Spin className="screen-loading" />;
  else {
    const settings = loaded.data.links.flatMap((entry) => entry.customizationUrls.map((link) => link.shopCustomizationSetting));
    const editing = id === null ? null : (settings.find((setting) => setting.id === id) ?? null);
    if (id !== null && !editing) body = <div className="customization-missing">{MSG.links.settingMissing}</div>;
    else
      body = (
        <LinkForm
          // A reload after a save conflict opens the form anew on what the other save stored.
          key={editing ? `${editing.id}@${editing.revision}` : `new-${presetShopId ?? ''}-${round}`}
          shops={loaded.data.shops}
          settings={settings}
          editing={editing}
          presetShopId={presetShopId}
          onBack={back}
          onReload={loaded.reload}
          onGenerateAnother={() => {
            navigate(`${LINKS_PATH}/generate`);
            setRound((n) => n + 1);
            void loaded.reload();
          }}
        />
      );
  }

  return (
    <div className="screen-card customization-generate-screen">
      <div className="customization-generate-header">
        <Button icon={<IconLeft />} onClick={back}>
          {MSG.links.back}
        </Button>
        {/* The shell's title already says 生成定制链接; a change of an existing link says so here. */}
        {id && <h3 className="customization-generate-title">{MSG.links.modifyTitle}</h3>}
      </div>
      {body}
    </div>
  );
}
